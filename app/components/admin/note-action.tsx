// A console action that takes an optional note for the audit log (ban, unban, clear a flag, hide):
// a disclosure (details/summary, so it opens without JavaScript) holding the note and the confirm
// button. The route's action answers `{ target: "<intent>-<id>", result }` when the form needs fixing.
import { getFormProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { ADMIN_NOTE_MAX, adminNoteSchema } from "#contract/admin";
import { ErrorList, FormErrors, SubmitButton } from "../forms";

interface Reply {
  target?: string;
  result?: SubmissionResult<string[]>;
}

const BUTTON = {
  ghost: "btn-ghost px-4 py-2",
  danger: "btn border border-red-400/50 px-4 py-2 text-red-200 hover:bg-red-950/60",
} as const;

export function NoteAction({
  intent,
  id,
  idName = "userId",
  label,
  tone = "ghost",
}: {
  intent: string;
  id: number;
  /** The hidden field that names the target. */
  idName?: string;
  /** The button's name, e.g. "Ban Ada Lovelace". */
  label: string;
  tone?: keyof typeof BUTTON;
}) {
  const { t } = useTranslation("admin");
  const target = `${intent}-${id}`;
  const reply = useActionData<Reply>();
  const lastResult = reply?.target === target ? reply.result : undefined;
  const navigation = useNavigation();
  const pending =
    navigation.state !== "idle" &&
    navigation.formData?.get("intent") === intent &&
    navigation.formData?.get(idName) === String(id);
  const [form, fields] = useForm({
    id: `note-${target}`,
    lastResult,
    onValidate: ({ formData }) => parseWithZod(formData, { schema: adminNoteSchema }),
    shouldValidate: "onSubmit",
  });
  const { key, ...noteProps } = getTextareaProps(fields.note);
  return (
    <details className="group" open={Boolean(lastResult)}>
      <summary
        className={`${BUTTON[tone]} w-fit cursor-pointer list-none [&::-webkit-details-marker]:hidden`}
      >
        {label}…
      </summary>
      <Form method="post" {...getFormProps(form)} className="mt-3 w-full max-w-md space-y-2">
        <input type="hidden" name="intent" value={intent} />
        <input type="hidden" name={idName} value={id} />
        <label htmlFor={fields.note.id} className="block text-sm font-medium">
          {t("note.label")}
        </label>
        <textarea key={key} {...noteProps} maxLength={ADMIN_NOTE_MAX} rows={2} className="input resize-y" />
        <ErrorList id={fields.note.errorId} errors={fields.note.errors} />
        <FormErrors id={form.errorId} errors={form.errors} />
        <SubmitButton pending={pending} pendingLabel={t("ui.saving")} className={BUTTON[tone]}>
          {t("note.confirm", { label })}
        </SubmitButton>
      </Form>
    </details>
  );
}
