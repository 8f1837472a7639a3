// The character forms' non-text fields, shared by create, edit and import: the avatar picker, the
// category select, the tags input, the visibility radio group (each choice says what it means) and,
// when editing, the model it answers with.
import { getInputProps, getSelectProps, type FieldMetadata } from "@conform-to/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import type { ModelChoice } from "#contract/admin-models";
import { CHARACTER_CATEGORIES, CHARACTER_LIMITS } from "#contract/characters";
import { VISIBILITY_CHOICES } from "~/utils/characters";
import { BotImage } from "../bot-image";
import { ErrorList, SelectField } from "../forms";

type Meta = FieldMetadata<string | undefined>;
const MB = 1024 * 1024;

/** Every error of a field and its items (a list's "tags[2]" included). */
const allErrorsOf = (meta: FieldMetadata<unknown>) => Object.values(meta.allErrors ?? {}).flat();

export function AvatarField({
  meta,
  current,
}: {
  meta: Meta;
  current?: { src: string | null; name: string };
}) {
  const { t } = useTranslation("characters");
  const hintId = useId();
  const { key, ...props } = getInputProps(meta, { type: "file", ariaDescribedBy: hintId });
  return (
    <div className="flex items-start gap-4">
      {current ? (
        <BotImage
          src={current.src}
          name={current.name}
          className="h-16 w-16 shrink-0 rounded-full text-2xl"
        />
      ) : null}
      <div className="min-w-0 flex-1">
        <label htmlFor={meta.id} className="mb-1.5 block text-sm font-medium text-white/85">
          {t("form.avatar")}
        </label>
        <input
          key={key}
          {...props}
          accept="image/png,image/jpeg,image/webp"
          className="block w-full text-sm text-white/80 file:mr-3 file:rounded-full file:border-0 file:bg-white/10 file:px-4 file:py-2 file:font-semibold file:text-white hover:file:bg-white/20"
        />
        <p id={hintId} className="mt-1 text-xs text-white/60">
          {t("form.avatarHint", { mb: CHARACTER_LIMITS.avatarBytes / MB })}{" "}
          {current ? t("form.avatarKeep") : t("form.avatarDrawn")}
        </p>
        <ErrorList id={meta.errorId} errors={meta.errors} />
      </div>
    </div>
  );
}

export function CategoryField({
  meta,
  emptyLabel,
}: {
  meta: Meta;
  /** The first, empty option ("Choose a category" unless given). */
  emptyLabel?: string;
}) {
  const { t } = useTranslation("characters");
  const { key, ...props } = getSelectProps(meta);
  return (
    <div>
      <label htmlFor={meta.id} className="mb-1.5 block text-sm font-medium text-white/85">
        {t("form.category")}
      </label>
      <select key={key} {...props} className="input">
        <option value="">{emptyLabel ?? t("form.chooseCategory")}</option>
        {CHARACTER_CATEGORIES.map((c) => (
          <option key={c} value={c}>
            {t(`categories.${c}`)}
          </option>
        ))}
      </select>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </div>
  );
}

export function TagsField({ meta }: { meta: Meta }) {
  const { t } = useTranslation("characters");
  const hintId = useId();
  const errors = allErrorsOf(meta);
  const { key, ...props } = getInputProps(meta, { type: "text", ariaDescribedBy: hintId });
  return (
    <div>
      <label htmlFor={meta.id} className="mb-1.5 block text-sm font-medium text-white/85">
        {t("form.tags")}
      </label>
      <input
        key={key}
        {...props}
        aria-invalid={errors.length ? true : undefined}
        aria-describedby={errors.length ? `${hintId} ${meta.errorId}` : hintId}
        className="input"
      />
      <p id={hintId} className="mt-1 text-xs text-white/60">
        {t("form.tagsHint", { tags: CHARACTER_LIMITS.tags, length: CHARACTER_LIMITS.tag })}
      </p>
      <ErrorList id={meta.errorId} errors={errors} />
    </div>
  );
}

/** Private, unlisted or public, each with what it means for who can find and chat with it. */
export function VisibilityField({ meta }: { meta: Meta }) {
  const { t } = useTranslation("characters");
  const chosen = meta.value ?? meta.initialValue ?? "private";
  return (
    <fieldset aria-describedby={meta.errors?.length ? meta.errorId : undefined}>
      <legend className="mb-2 text-sm font-medium text-white/85">{t("visibility.legend")}</legend>
      <div className="grid gap-2 sm:grid-cols-3">
        {VISIBILITY_CHOICES.map((choice) => {
          const id = `${meta.id}-${choice.value}`;
          return (
            <div
              key={choice.value}
              className="relative flex gap-3 rounded-xl border border-white/15 p-3 has-[:checked]:border-brand-400 has-[:checked]:bg-brand-600/15 has-[:focus-visible]:outline-3 has-[:focus-visible]:outline-brand-300"
            >
              <input
                id={id}
                type="radio"
                name={meta.name}
                value={choice.value}
                defaultChecked={chosen === choice.value}
                aria-describedby={`${id}-hint`}
                className="mt-1 accent-brand-500"
              />
              {/* The label covers the whole card (after:inset-0), so any of it picks the choice. */}
              <label htmlFor={id} className="cursor-pointer after:absolute after:inset-0">
                <span className="block font-semibold">{t(choice.label)}</span>
                <span id={`${id}-hint`} className="block text-xs text-white/70">
                  {t(choice.hint)}
                </span>
              </label>
            </div>
          );
        })}
      </div>
      <ErrorList id={meta.errorId} errors={meta.errors} />
    </fieldset>
  );
}

/** The active models to pick from; with none (only the offline engine answers) there is no choice. */
export function ModelField({ meta, models }: { meta: Meta; models: ModelChoice[] }) {
  const { t } = useTranslation("characters");
  if (!models.length) return <p className="text-sm text-white/70">{t("form.demoEngine")}</p>;
  return (
    <SelectField
      meta={meta}
      label={t("form.model")}
      placeholder={t("form.defaultModel")}
      options={models.map((m) => ({
        value: String(m.id),
        label: m.default ? t("form.theDefault", { name: m.name }) : m.name,
      }))}
    />
  );
}
