// The two steps of importing a Character Card: choose the file (read without saving),
// then see what was read and save it with a visibility and a category. Both are plain forms; the
// upload's id travels in a hidden field, so nothing is kept between the steps but on the API.
import { getFormProps, useForm, type Submission } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod";
import { Form, Link } from "@remix-run/react";
import { useId } from "react";
import { Trans, useTranslation } from "react-i18next";
import {
  CHARACTER_CATEGORIES,
  CHARACTER_LIMITS,
  characterImportSchema,
  type CharacterImportInput,
  type CharacterImportPreview,
} from "#contract/characters";
import { COPY } from "#contract/messages";
import { plainText } from "#contract/plain-text";
import { useRootData } from "~/root";
import { categoryFromTags, CHARACTERS_PAGE, fillMacros } from "~/utils/characters";
import { BotImage } from "../bot-image";
import { SubmitButton, useIsPending } from "../forms";
import { CategoryField, VisibilityField } from "./choice-fields";

const MB = 1024 * 1024;

type SaveFields = { upload_id: string; visibility: string; category: string };
/** The contract's schema, typed by the fields as posted (its preprocessing takes any input). */
const validate = (formData: FormData) =>
  parseWithZod(formData, { schema: characterImportSchema }) as unknown as Submission<
    SaveFields,
    string[],
    CharacterImportInput
  >;

export function ChooseCardStep({ error }: { error: string | null }) {
  const { t } = useTranslation("characters");
  const pending = useIsPending();
  const hintId = useId();
  const errorId = useId();
  return (
    <Form method="post" encType="multipart/form-data" className="card space-y-4 p-5 sm:p-6">
      <input type="hidden" name="intent" value="preview" />
      <div>
        <label htmlFor="card-file" className="mb-1.5 block text-sm font-medium text-white/85">
          {t("import.file")}
        </label>
        <input
          id="card-file"
          name="file"
          type="file"
          required
          accept=".json,.png,.charx,application/json,image/png"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${hintId} ${errorId}` : hintId}
          className="block w-full text-sm text-white/80 file:mr-3 file:rounded-full file:border-0 file:bg-white/10 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-white/20"
        />
        <p id={hintId} className="mt-1 text-xs text-white/60">
          {t("import.fileHint", { mb: CHARACTER_LIMITS.importBytes / MB })}
        </p>
        {error ? (
          <p id={errorId} role="alert" className="field-error" data-testid="import-error">
            {error}
          </p>
        ) : null}
      </div>
      <SubmitButton pending={pending} pendingLabel={t("import.reading")} className="btn-primary px-8 py-3">
        {t("import.read")}
      </SubmitButton>
    </Form>
  );
}

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div>
      <dt className="text-xs font-semibold tracking-wide text-white/60 uppercase">{label}</dt>
      <dd className="mt-0.5 whitespace-pre-wrap break-words text-sm text-white/90">{children}</dd>
    </div>
  );
}

/** What the card says, as plain text (never HTML, no Markdown symbols), the greeting's macros filled in. */
function CardSummary({ preview, picture }: { preview: CharacterImportPreview; picture: string | null }) {
  const { t } = useTranslation("characters");
  const card = preview.card.data;
  const user = useRootData()?.user?.first_name || t("form.you");
  const lore = card.character_book?.entries?.length ?? 0;
  return (
    <section
      aria-labelledby="import-read-title"
      className="card space-y-4 p-5 sm:p-6"
      data-testid="import-preview"
    >
      <div className="flex items-center gap-4">
        <BotImage src={picture} name={preview.name} className="h-20 w-20 shrink-0 rounded-full text-3xl" />
        <div className="min-w-0">
          <h3 id="import-read-title" className="text-xl font-bold break-words" data-testid="import-name">
            {preview.name}
          </h3>
          <p className="text-sm text-white/70">
            {t("import.alternates", { count: card.alternate_greetings.length })} ·{" "}
            {t("import.lore", { count: lore })}
          </p>
        </div>
      </div>
      <dl className="space-y-3">
        {card.description ? <Fact label={t("import.description")}>{plainText(card.description)}</Fact> : null}
        <Fact label={t("import.greeting")}>
          {plainText(fillMacros(card.first_mes, { char: preview.name, user })) || t("import.none")}
        </Fact>
        {card.tags.length ? <Fact label={t("import.tags")}>{card.tags.join(", ")}</Fact> : null}
        {card.creator ? <Fact label={t("import.creator")}>{card.creator}</Fact> : null}
      </dl>
    </section>
  );
}

export function SaveCardStep({
  preview,
  picture,
  fileName,
}: {
  preview: CharacterImportPreview;
  picture: string | null;
  fileName: string;
}) {
  const { t } = useTranslation("characters");
  const pending = useIsPending();
  const [form, fields] = useForm<SaveFields, CharacterImportInput>({
    id: `import-${preview.upload_id}`,
    defaultValue: {
      upload_id: preview.upload_id,
      visibility: "private",
      category: categoryFromTags(preview.card.data.tags, CHARACTER_CATEGORIES),
    },
    onValidate: ({ formData }) => validate(formData),
    shouldValidate: "onSubmit",
  });
  return (
    <div className="space-y-6">
      <p role="status" className="text-sm text-white/75">
        <Trans
          t={t}
          i18nKey="import.readFrom"
          values={{ file: fileName }}
          components={{ file: <span className="font-semibold break-all" /> }}
        />
      </p>
      <CardSummary preview={preview} picture={picture} />
      <Form method="post" {...getFormProps(form)} className="card space-y-5 p-5 sm:p-6">
        <input type="hidden" name="intent" value="save" />
        <input type="hidden" name={fields.upload_id.name} value={preview.upload_id} />
        <CategoryField meta={fields.category} emptyLabel={t("import.letChoose")} />
        <VisibilityField meta={fields.visibility} />
        <div className="flex flex-wrap items-center gap-3">
          <SubmitButton pending={pending} pendingLabel={COPY.pleaseWait} className="btn-primary px-8 py-3">
            {t("import.save")}
          </SubmitButton>
          <Link to={CHARACTERS_PAGE} className="btn-ghost px-6 py-3">
            {t("import.cancel")}
          </Link>
        </div>
      </Form>
    </div>
  );
}
