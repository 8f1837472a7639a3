// A member's character in the review list: its card at a glance, Approve, and Reject with a reason
// the creator is shown.
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { REJECT_REASON_MAX, rejectCharacterSchema, type AdminCharacter } from "#contract/admin";
import { BotImage } from "../bot-image";
import { ErrorList, FormErrors, SubmitButton } from "../forms";
import { ActionButton, Badge, When } from "./ui";

const STATUS_TONE = { pending: "warn", approved: "ok", rejected: "danger" } as const;

export function CharacterReview({
  character: c,
  lastResult,
}: {
  character: AdminCharacter;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("admin");
  const headingId = `character-${c.id}`;
  return (
    <article aria-labelledby={headingId} className="card space-y-4 p-5" data-testid="character">
      <header className="flex flex-wrap items-start gap-4">
        <BotImage src={c.image} name={c.name} className="h-16 w-16 shrink-0 rounded-xl object-cover" />
        <div className="min-w-0 flex-1">
          <h2 id={headingId} className="text-lg font-semibold">
            {c.name}
          </h2>
          <p className="text-sm text-white/70">{c.tagline}</p>
          <p className="mt-1 text-xs text-white/60">
            {c.category} · {t("characters.by", { name: c.owner.name, email: c.owner.email })} ·{" "}
            <When at={c.created_at} />
          </p>
        </div>
        <div className="flex basis-full flex-wrap gap-2 sm:basis-auto">
          {c.review_status ? (
            <Badge tone={STATUS_TONE[c.review_status]}>{t(`review.${c.review_status}`)}</Badge>
          ) : null}
          <Badge>{t(`visibility.${c.visibility}`)}</Badge>
          {c.hidden ? <Badge tone="warn">{t("bots.hidden")}</Badge> : null}
        </div>
      </header>
      {c.review_reason ? (
        <p className="text-sm text-white/80">
          {t("characters.rejectedBecause", { reason: c.review_reason })}
        </p>
      ) : null}
      <details className="text-sm">
        <summary className="cursor-pointer font-medium text-brand-300">{t("characters.theCard")}</summary>
        <dl className="mt-3 space-y-2">
          {(
            [
              ["characters.description", c.card.description],
              ["botEditor.personality", c.card.personality],
              ["botEditor.scenario", c.card.scenario],
              ["botEditor.firstMessage", c.card.first_mes],
              ["botEditor.examples", c.card.mes_example],
              ["botEditor.systemPrompt", c.card.system_prompt],
              ["characters.tags", c.card.tags.join(", ")],
            ] as const
          )
            .filter(([, v]) => v)
            .map(([label, value]) => (
              <div key={label}>
                <dt className="text-white/60">{t(label)}</dt>
                <dd className="whitespace-pre-wrap">{value}</dd>
              </div>
            ))}
        </dl>
      </details>
      <div className="flex flex-wrap items-start gap-3 border-t border-white/10 pt-4">
        {c.review_status === "pending" ? (
          <>
            <ActionButton
              intent="approve"
              fields={{ characterId: c.id }}
              tone="primary"
              pendingLabel={t("characters.approving")}
            >
              {t("characters.approve", { name: c.name })}
            </ActionButton>
            <RejectForm character={c} lastResult={lastResult} />
          </>
        ) : null}
        <Link to={`/admin/bots/${c.id}`} className="btn-ghost px-4 py-2">
          {t("characters.editCard")}
        </Link>
      </div>
    </article>
  );
}

function RejectForm({
  character,
  lastResult,
}: {
  character: AdminCharacter;
  lastResult?: SubmissionResult<string[]>;
}) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === "reject" &&
    navigation.formData?.get("characterId") === String(character.id);
  const [form, fields] = useForm({
    id: `reject-${character.id}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: rejectCharacterSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const { key, ...reasonProps } = getTextareaProps(fields.reason);
  return (
    <details className="min-w-64 flex-1" open={Boolean(lastResult)}>
      <summary className="btn-ghost w-fit cursor-pointer list-none px-4 py-2 [&::-webkit-details-marker]:hidden">
        {t("characters.rejectOpen")}
      </summary>
      <Form method="post" {...getFormProps(form)} className="mt-3 space-y-2">
        <input type="hidden" name="intent" value="reject" />
        <input type="hidden" name="characterId" value={character.id} />
        <label htmlFor={fields.reason.id} className="block text-sm font-medium">
          {t("characters.reason")}
        </label>
        <textarea
          key={key}
          {...reasonProps}
          maxLength={REJECT_REASON_MAX}
          rows={3}
          className="input resize-y"
        />
        <ErrorList id={fields.reason.errorId} errors={fields.reason.errors} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton
          pending={pending}
          pendingLabel={t("characters.rejecting")}
          className="btn border border-red-400/50 px-4 py-2 text-red-200 hover:bg-red-950/60"
        >
          {t("characters.reject", { name: character.name })}
        </SubmitButton>
      </Form>
    </details>
  );
}
