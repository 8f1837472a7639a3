// Report Bot (docs/requirements/dashboard.md#report, labels in docs/requirements/api.md#constants):
// category, description, severity and an optional screenshot (drag and drop or file picker; PNG,
// JPEG, JPG or GIF up to 5 MB, other files silently ignored). Conform checks the fields with the
// API's own schema. With JavaScript: submit is enabled only when the three fields are set, asks
// "Sure Want to report?", then posts by fetcher. Without: the browser checks the required fields
// and the confirmation is a second step inside the same form, so the chosen file is kept.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { reportSchema } from "#contract/chat-schemas";
import { REPORT_CATEGORIES, REPORT_SEVERITIES } from "#contract/constants";
import { COPY } from "#contract/messages";
import { chatPath } from "~/utils/chat-access";
import { useHydrated } from "~/utils/hydrated";
import { FormErrors, SelectField, SubmitButton, TextAreaField } from "../forms";
import { ConfirmDialog } from "../modal";
import { ScreenshotField } from "./screenshot-field";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";

/** The chat action's answer to a report (app/utils/chat-report.server.ts). */
export interface ReportReply {
  ok: boolean;
  result: SubmissionResult<string[]>;
}

export function ReportForm({
  botId,
  chatId = null,
  reply,
  onDone,
}: {
  botId: number;
  /** The open chat, where a plain post comes back to. */
  chatId?: number | null;
  /** The action's answer to a plain form post (JavaScript off). */
  reply?: ReportReply | null;
  onDone: () => void;
}) {
  const hydrated = useHydrated();
  const { t } = useTranslation("chat");
  const m = useMessages();
  const labelled = (options: readonly { value: string; label: string }[]) =>
    options.map((o) => ({ value: o.value, label: m(o.label) }));
  const fetcher = useFetcher<{ report?: ReportReply }>();
  const element = useRef<HTMLFormElement>(null);
  const [confirming, setConfirming] = useState(false);
  const [form, fields] = useForm({
    id: "report-form",
    lastResult: (fetcher.data?.report ?? reply)?.result,
    constraint: getZodConstraint(reportSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: reportSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onSubmit(event) {
      // Valid: ask first; the confirmation posts the form.
      event.preventDefault();
      setConfirming(true);
    },
  });
  const complete = Boolean(
    fields.category.value && fields.severity.value && fields.description.value?.trim(),
  );
  const busy = fetcher.state !== "idle";

  useEffect(() => {
    if (fetcher.state === "idle" && fetcher.data?.report?.ok) onDone();
  }, [fetcher.state, fetcher.data, onDone]);

  const action = `${chatPath(botId, chatId)}&report=1`;
  const screenshotErrorId = `${form.id}-screenshot-error`;

  return (
    <form
      ref={element}
      {...getFormProps(form)}
      method="post"
      action={action}
      encType="multipart/form-data"
      className="space-y-4"
    >
      <input type="hidden" name="intent" value="report" />
      <SelectField
        meta={fields.category}
        label={t("report.category")}
        options={labelled(REPORT_CATEGORIES)}
        placeholder={t("report.categoryPlaceholder")}
      />
      <TextAreaField
        meta={fields.description}
        label={t("report.description")}
        placeholder={t("report.descriptionPlaceholder")}
      />
      <SelectField
        meta={fields.severity}
        label={t("report.severity")}
        options={labelled(REPORT_SEVERITIES)}
        placeholder={t("report.severityPlaceholder")}
      />
      <ScreenshotField name="screenshot" errorId={screenshotErrorId} errors={form.allErrors.screenshot} />
      <FormErrors id={form.errorId} errors={form.errors} />

      {hydrated ? (
        <SubmitButton
          pending={busy}
          pendingLabel={t("report.sending")}
          disabled={!complete}
          className="btn-primary w-full"
        >
          {t("report.submit")}
        </SubmitButton>
      ) : (
        <details className="rounded-xl border border-white/10 p-4">
          <summary className="btn-primary w-full cursor-pointer list-none [&::-webkit-details-marker]:hidden">
            {t("report.submit")}
          </summary>
          <p className="mt-4 text-center font-semibold">{m(COPY.reportConfirm)}</p>
          <button type="submit" className="btn-primary mt-3 w-full">
            {t("report.confirm")}
          </button>
        </details>
      )}
      {confirming ? (
        <ConfirmDialog
          title={m(COPY.reportConfirm)}
          confirmLabel={t("report.confirm")}
          busy={busy}
          onClose={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false);
            if (element.current)
              fetcher.submit(new FormData(element.current), {
                method: "post",
                action,
                encType: "multipart/form-data",
              });
          }}
        />
      ) : null}
    </form>
  );
}
