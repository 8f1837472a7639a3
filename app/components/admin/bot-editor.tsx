// A bot's card in the console: what the catalogue shows (name, tagline, description, category) and
// the Character Card fields the engines use. One plain form; Conform keeps typed values on errors.
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, useNavigation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";
import { botUpdateSchema, CARD_LIMITS, type AdminBot } from "#contract/admin";
import { CHARACTER_CATEGORIES } from "#contract/characters";
import { ErrorList, FormErrors, SubmitButton, TextAreaField, TextField } from "../forms";

const CARD_TEXTS = [
  { name: "description", label: "botEditor.description", rows: 6 },
  { name: "personality", label: "botEditor.personality", rows: 3 },
  { name: "scenario", label: "botEditor.scenario", rows: 3 },
  { name: "first_mes", label: "botEditor.firstMessage", rows: 4 },
  { name: "mes_example", label: "botEditor.examples", rows: 4 },
  { name: "system_prompt", label: "botEditor.systemPrompt", rows: 3 },
] as const;

/**
 * The form always shows every field, so what it posts is the whole card: the catalogue texts are
 * required (an empty one is an error, not "unchanged"), and an emptied card field clears it.
 */
export const botFormSchema = botUpdateSchema.required({
  name: true,
  character: true,
  text: true,
  category: true,
});

/** The PATCH body for a valid form: empty card fields (which the form parser drops) sent as empty. */
export function botPatchOf(value: z.output<typeof botFormSchema>) {
  const card = value.card ?? {};
  return {
    ...value,
    card: {
      ...Object.fromEntries(CARD_TEXTS.map((f) => [f.name, card[f.name] ?? ""])),
      tags: card.tags ?? [],
    },
  };
}

export function BotEditor({ bot, lastResult }: { bot: AdminBot; lastResult?: SubmissionResult<string[]> }) {
  const { t } = useTranslation("admin");
  const navigation = useNavigation();
  const pending = navigation.state !== "idle" && navigation.formData?.get("intent") === "save";
  const [form, fields] = useForm({
    id: `bot-${bot.id}`,
    lastResult,
    defaultValue: {
      name: bot.name,
      character: bot.character,
      text: bot.text,
      category: bot.category,
      card: { ...bot.card, tags: bot.card.tags.join(", ") },
    },
    onValidate: ({ formData }) => parseWithZod(formData, { schema: botFormSchema }),
    shouldValidate: "onSubmit",
    shouldRevalidate: "onInput",
  });
  const card = fields.card.getFieldset();
  const tagsId = useId();
  // Tags travel as one comma-separated field; the schema splits them.
  const tagsValue = [card.tags.initialValue].flat().filter(Boolean).join(", ");
  return (
    <Form method="post" {...getFormProps(form)} className="card space-y-5 p-5">
      <input type="hidden" name="intent" value="save" />
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField meta={fields.name} label={t("botEditor.name")} />
        <TextField
          meta={fields.category}
          label={t("botEditor.category")}
          hint={t("botEditor.categoryHint", { list: CHARACTER_CATEGORIES.join(", ") })}
        />
      </div>
      <TextField
        meta={fields.character}
        label={t("botEditor.tagline")}
        hint={t("botEditor.taglineHint", { max: CARD_LIMITS.character })}
      />
      <TextAreaField meta={fields.text} label={t("botEditor.text")} rows={3} />
      <fieldset className="space-y-5 border-t border-white/10 pt-5">
        <legend className="text-sm font-semibold uppercase tracking-wider text-white/60">
          {t("botEditor.card")}
        </legend>
        {CARD_TEXTS.map((f) => (
          <TextAreaField key={f.name} meta={card[f.name]} label={t(f.label)} rows={f.rows} />
        ))}
        <div>
          <label htmlFor={tagsId} className="mb-1.5 block text-sm font-medium text-white/85">
            {t("botEditor.tags")}
          </label>
          <input
            id={tagsId}
            name="card.tags"
            defaultValue={tagsValue}
            aria-invalid={card.tags.errors ? true : undefined}
            aria-describedby={card.tags.errors ? card.tags.errorId : undefined}
            className="input"
          />
          <ErrorList id={card.tags.errorId} errors={card.tags.errors} />
        </div>
      </fieldset>
      <FormErrors id={form.errorId} errors={form.errors} />
      <SubmitButton pending={pending} pendingLabel={t("ui.saving")} className="btn-primary px-8">
        {t("botEditor.save")}
      </SubmitButton>
    </Form>
  );
}
