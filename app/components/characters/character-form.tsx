// The create and edit form of a character: every card field, the avatar, category, tags
// and visibility. One plain multipart form (works without JavaScript; with it, fields are checked as
// they are typed and the greeting is previewed). Text is sent as typed; the API stores it as text.
import { getFormProps, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { useMessages } from "~/utils/messages";
import type { ModelChoice } from "#contract/admin-models";
import { characterCreateSchema, type CharacterInput } from "#contract/characters";
import { COPY } from "#contract/messages";
import { useRootData } from "~/root";
import { CHARACTERS_PAGE, type CharacterFormValues } from "~/utils/characters";
import { FormErrors, SubmitButton, TextAreaField, TextField, useIsPending } from "../forms";
import { AvatarField, CategoryField, ModelField, TagsField, VisibilityField } from "./choice-fields";
import { GreetingFields } from "./greeting-fields";
import { VOICE_PITCH, VOICE_RATE } from "#contract/voice";

/** The contract's schema, typed by the fields as typed (its preprocessing takes any input). */
const validate = (formData: FormData) =>
  parseWithZod(formData, { schema: characterCreateSchema }) as unknown as Submission<
    CharacterFormValues,
    string[],
    CharacterInput
  >;

const ADVANCED = [
  "system_prompt",
  "post_history_instructions",
  "creator_notes",
  "voice_pitch",
  "voice_rate",
  "voice_name",
  "model_id",
] as const;

function Section({ id: name, title, children }: { id: string; title: string; children: React.ReactNode }) {
  const id = `section-${name}`;
  return (
    <section aria-labelledby={id} className="card space-y-4 p-5 sm:p-6">
      <h3 id={id} className="text-lg font-bold">
        {title}
      </h3>
      {children}
    </section>
  );
}

export function CharacterForm({
  lastResult,
  defaultValue,
  current,
  submitLabel,
  models,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  defaultValue?: Partial<CharacterFormValues>;
  /** Editing: the saved picture, shown beside the avatar picker. */
  current?: { src: string | null; name: string };
  submitLabel: string;
  /** Editing: the models it may answer with (null or absent: no choice offered). */
  models?: ModelChoice[] | null;
}) {
  const { t } = useTranslation("characters");
  const m = useMessages();
  const pending = useIsPending();
  const userName = useRootData()?.user?.first_name || t("form.you");
  const [form, fields] = useForm<CharacterFormValues, CharacterInput>({
    id: "character-form",
    lastResult,
    defaultValue: { visibility: "private", alternate_greetings: [], ...defaultValue },
    onValidate: ({ formData }) => validate(formData),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const names = { char: fields.name.value || t("form.yourCharacter"), user: userName };
  const advancedErrors = ADVANCED.some((f) => fields[f].errors?.length);

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      {...getFormProps(form)}
      noValidate
      className="space-y-6"
    >
      {/* Enter in a field submits with the form's first button: make that the save, not a list button. */}
      <button type="submit" tabIndex={-1} aria-hidden="true" className="sr-only">
        {submitLabel}
      </button>
      <Section id="who-they-are" title={t("form.who")}>
        <TextField meta={fields.name} label={t("form.name")} autoComplete="off" />
        <AvatarField meta={fields.avatar} current={current} />
        <TextField meta={fields.tagline} label={t("form.tagline")} hint={t("form.taglineHint")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <CategoryField meta={fields.category} />
          <TagsField meta={fields.tags} />
        </div>
      </Section>
      <Section id="greetings" title={t("form.greetings")}>
        <GreetingFields
          form={form}
          firstMes={fields.first_mes}
          alternates={fields.alternate_greetings}
          names={names}
        />
      </Section>
      <Section id="character" title={t("form.character")}>
        <TextAreaField
          meta={fields.description}
          label={t("form.description")}
          rows={5}
          hint={t("form.descriptionHint")}
        />
        <TextAreaField meta={fields.personality} label={t("form.personality")} rows={3} />
        <TextAreaField
          meta={fields.scenario}
          label={t("form.scenario")}
          rows={3}
          hint={t("form.scenarioHint")}
        />
        <TextAreaField
          meta={fields.mes_example}
          label={t("form.example")}
          rows={5}
          hint={t("form.exampleHint")}
        />
      </Section>
      <details open={advancedErrors || undefined} className="card p-5 sm:p-6">
        <summary className="cursor-pointer text-lg font-bold">{t("form.advanced")}</summary>
        <div className="mt-4 space-y-4">
          {models ? <ModelField meta={fields.model_id} models={models} /> : null}
          <TextAreaField
            meta={fields.system_prompt}
            label={t("form.systemPrompt")}
            rows={4}
            hint={t("form.systemPromptHint")}
          />
          <TextAreaField meta={fields.post_history_instructions} label={t("form.postHistory")} rows={3} />
          <TextAreaField
            meta={fields.creator_notes}
            label={t("form.creatorNotes")}
            rows={3}
            hint={t("form.creatorNotesHint")}
          />
          <fieldset className="space-y-4">
            <legend className="font-semibold">{t("form.voice")}</legend>
            <p className="text-sm text-white/70">{t("form.voiceHint")}</p>
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField
                meta={fields.voice_pitch}
                label={t("form.pitch")}
                type="number"
                step="0.05"
                min={VOICE_PITCH.min}
                max={VOICE_PITCH.max}
                hint={t("form.pitchHint", VOICE_PITCH)}
              />
              <TextField
                meta={fields.voice_rate}
                label={t("form.speed")}
                type="number"
                step="0.05"
                min={VOICE_RATE.min}
                max={VOICE_RATE.max}
                hint={t("form.speedHint", VOICE_RATE)}
              />
              <TextField
                meta={fields.voice_name}
                label={t("form.voiceName")}
                autoComplete="off"
                hint={t("form.voiceNameHint")}
              />
            </div>
          </fieldset>
        </div>
      </details>
      <Section id="sharing" title={t("form.sharing")}>
        <VisibilityField meta={fields.visibility} />
      </Section>
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={pending} pendingLabel={m(COPY.pleaseWait)} className="btn-primary px-8 py-3">
          {submitLabel}
        </SubmitButton>
        <Link to={CHARACTERS_PAGE} className="btn-ghost px-6 py-3">
          {t("form.cancel")}
        </Link>
      </div>
    </Form>
  );
}
