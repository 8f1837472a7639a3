// One report in the console's queue: who reported which bot and why, the screenshot, the chat's last
// exchanges (as plain text: nothing a bot wrote renders as markup here), and the resolve form.
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { REPORT_ACTIONS, resolveReportSchema, type AdminReport } from "#contract/admin";
import { ErrorList, FormErrors, SubmitButton } from "../forms";
import { Badge, When } from "./ui";

const SEVERITY_TONE = { low: "neutral", medium: "warn", high: "danger" } as const;

/** The report as the loader sends it: replies already turned into plain text. */
export type ReportView = Omit<AdminReport, "exchanges"> & {
  exchanges: { message: string | null; reply_text: string; created_at: string }[];
};

export function ReportCard({
  report,
  lastResult,
}: {
  report: ReportView;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("admin");
  const headingId = `report-${report.id}`;
  return (
    <article aria-labelledby={headingId} className="card space-y-4 p-5" data-testid="report">
      <header className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="mr-auto text-lg font-semibold">
          {t("reports.heading", {
            id: report.id,
            bot: report.bot ? report.bot.name : t("reports.deletedBot"),
          })}
        </h2>
        <Badge tone={SEVERITY_TONE[report.severity]}>{t(`reports.severity.${report.severity}`)}</Badge>
        <Badge>{t(`reports.category.${report.category}`)}</Badge>
        {report.bot?.hidden ? <Badge tone="warn">{t("reports.botHidden")}</Badge> : null}
      </header>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        <dt className="text-white/60">{t("reports.reporter")}</dt>
        <dd className="break-all">
          {report.reporter.name} ({report.reporter.email})
        </dd>
        <dt className="text-white/60">{t("reports.sent")}</dt>
        <dd>
          <When at={report.created_at} />
        </dd>
        {report.resolved_at ? (
          <>
            <dt className="text-white/60">{t("reports.resolvedAt")}</dt>
            <dd>
              <When at={report.resolved_at} />
              {report.resolution ? ` · ${t(`reports.resolution.${report.resolution}`)}` : null}
              {report.resolution_note ? t("reports.note", { note: report.resolution_note }) : null}
            </dd>
          </>
        ) : null}
      </dl>
      <p className="whitespace-pre-wrap rounded-xl bg-white/5 p-3 text-sm">{report.description}</p>
      {report.screenshot_url ? (
        <a
          href={`/admin/reports/${report.id}/screenshot`}
          target="_blank"
          rel="noreferrer"
          className="block w-fit"
        >
          <img
            src={`/admin/reports/${report.id}/screenshot`}
            alt={t("reports.screenshot", { id: report.id })}
            loading="lazy"
            className="max-h-64 max-w-full rounded-xl border border-white/10"
          />
        </a>
      ) : null}
      <Exchanges report={report} />
      {report.resolved_at ? null : <ResolveForm report={report} lastResult={lastResult} />}
    </article>
  );
}

function Exchanges({ report }: { report: ReportView }) {
  const { t } = useTranslation("admin");
  if (!report.exchanges.length) return <p className="text-sm text-white/60">{t("reports.noChat")}</p>;
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-brand-300">
        {t("reports.exchanges", { count: report.exchanges.length })}
      </summary>
      <ol className="mt-3 space-y-3">
        {report.exchanges.map((x, i) => (
          <li key={`${x.created_at}-${i}`} className="space-y-1 border-l-2 border-white/10 pl-3">
            <p className="text-xs text-white/50">
              <When at={x.created_at} />
            </p>
            {x.message ? (
              <p className="whitespace-pre-wrap">
                <span className="font-semibold text-white/70">{t("reports.member")}</span>
                {x.message}
              </p>
            ) : null}
            <p className="whitespace-pre-wrap">
              <span className="font-semibold text-white/70">{t("reports.bot")}</span>
              {x.reply_text || t("reports.noReply")}
            </p>
          </li>
        ))}
      </ol>
    </details>
  );
}

function ResolveForm({
  report,
  lastResult,
}: {
  report: ReportView;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("reportId") === String(report.id);
  const [form, fields] = useForm({
    id: `resolve-${report.id}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: resolveReportSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { key: noteKey, ...noteProps } = getTextareaProps(fields.note);
  return (
    <Form method="post" {...getFormProps(form)} className="space-y-3 border-t border-white/10 pt-4">
      <input type="hidden" name="intent" value="resolve" />
      <input type="hidden" name="reportId" value={report.id} />
      <fieldset
        aria-describedby={fields.action.errorId}
        aria-invalid={fields.action.errors ? true : undefined}
      >
        <legend className="mb-2 text-sm font-medium">{t("reports.resolveLegend")}</legend>
        <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap sm:gap-4">
          {REPORT_ACTIONS.map((action) => (
            <label key={action} className="flex items-center gap-2 text-sm">
              <input
                type="radio"
                name={fields.action.name}
                value={action}
                defaultChecked={fields.action.initialValue === action}
                className="h-4 w-4 accent-brand-500"
              />
              {t(`reports.resolution.${action}`)}
            </label>
          ))}
        </div>
        <ErrorList id={fields.action.errorId} errors={fields.action.errors} />
      </fieldset>
      <div>
        <label htmlFor={fields.note.id} className="mb-1.5 block text-sm font-medium">
          {t("reports.resolveNote")}
        </label>
        <textarea key={noteKey} {...noteProps} rows={2} className="input resize-y" />
        <ErrorList id={fields.note.errorId} errors={fields.note.errors} />
      </div>
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pending={pending} pendingLabel={t("reports.resolving")} className="btn-primary px-6">
        {t("reports.resolve", { id: report.id })}
      </SubmitButton>
    </Form>
  );
}
