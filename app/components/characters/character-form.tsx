// The create and edit form of a character: every card field, the avatar, category, tags
// and visibility. One plain multipart form (works without JavaScript; with it, fields are checked as
// they are typed and the greeting is previewed). Text is sent as typed; the API stores it as text.
import { getFormProps, useForm, type Submission, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
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

function Section({ title, children }: { title: string; children: React.ReactNode }) {
  const id = `section-${title.toLowerCase().replace(/\W+/g, "-")}`;
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
  const pending = useIsPending();
  const userName = useRootData()?.user?.first_name || "you";
  const [form, fields] = useForm<CharacterFormValues, CharacterInput>({
    id: "character-form",
    lastResult,
    defaultValue: { visibility: "private", alternate_greetings: [], ...defaultValue },
    onValidate: ({ formData }) => validate(formData),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const names = { char: fields.name.value || "Your character", user: userName };
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
      <Section title="Who they are">
        <TextField meta={fields.name} label="Name" autoComplete="off" />
        <AvatarField meta={fields.avatar} current={current} />
        <TextField meta={fields.tagline} label="Tagline" hint="One line people see under the name." />
        <div className="grid gap-4 sm:grid-cols-2">
          <CategoryField meta={fields.category} />
          <TagsField meta={fields.tags} />
        </div>
      </Section>
      <Section title="Greetings">
        <GreetingFields
          form={form}
          firstMes={fields.first_mes}
          alternates={fields.alternate_greetings}
          names={names}
        />
      </Section>
      <Section title="Character">
        <TextAreaField
          meta={fields.description}
          label="Description"
          rows={5}
          hint="Who they are: looks, background, what they do."
        />
        <TextAreaField meta={fields.personality} label="Personality" rows={3} />
        <TextAreaField
          meta={fields.scenario}
          label="Scenario"
          rows={3}
          hint="Where and when chats take place."
        />
        <TextAreaField
          meta={fields.mes_example}
          label="Example dialogue"
          rows={5}
          hint="A few lines showing how they talk, starting each with <START>."
        />
      </Section>
      <details open={advancedErrors || undefined} className="card p-5 sm:p-6">
        <summary className="cursor-pointer text-lg font-bold">Advanced</summary>
        <div className="mt-4 space-y-4">
          {models ? <ModelField meta={fields.model_id} models={models} /> : null}
          <TextAreaField
            meta={fields.system_prompt}
            label="System prompt"
            rows={4}
            hint="Instructions for the model. The platform's safety rules always come first."
          />
          <TextAreaField meta={fields.post_history_instructions} label="Post-history instructions" rows={3} />
          <TextAreaField
            meta={fields.creator_notes}
            label="Creator notes"
            rows={3}
            hint="Notes for people who use your card; never sent to the model."
          />
          <fieldset className="space-y-4">
            <legend className="font-semibold">Voice for Listen</legend>
            <p className="text-sm text-white/70">
              How replies sound when read aloud. Leave empty for a voice picked for this character.
            </p>
            <div className="grid gap-4 sm:grid-cols-3">
              <TextField
                meta={fields.voice_pitch}
                label="Pitch"
                type="number"
                step="0.05"
                min={VOICE_PITCH.min}
                max={VOICE_PITCH.max}
                hint={`${VOICE_PITCH.min} (low) to ${VOICE_PITCH.max} (high)`}
              />
              <TextField
                meta={fields.voice_rate}
                label="Speed"
                type="number"
                step="0.05"
                min={VOICE_RATE.min}
                max={VOICE_RATE.max}
                hint={`${VOICE_RATE.min} (slow) to ${VOICE_RATE.max} (fast)`}
              />
              <TextField
                meta={fields.voice_name}
                label="Preferred voice"
                autoComplete="off"
                hint="A voice name from the browser, such as “Samantha”."
              />
            </div>
          </fieldset>
        </div>
      </details>
      <Section title="Sharing">
        <VisibilityField meta={fields.visibility} />
      </Section>
      <FormErrors id={form.errorId} errors={form.errors} />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={pending} pendingLabel={COPY.pleaseWait} className="btn-primary px-8 py-3">
          {submitLabel}
        </SubmitButton>
        <Link to={CHARACTERS_PAGE} className="btn-ghost px-6 py-3">
          Cancel
        </Link>
      </div>
    </Form>
  );
}
