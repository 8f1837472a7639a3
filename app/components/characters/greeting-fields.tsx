// The greetings of the character form: the first message with its live preview (JavaScript only;
// the form works without it), and up to ten alternate greetings added and removed with Conform's
// list buttons, which are plain submit buttons without JavaScript.
import type { FieldMetadata, FormMetadata } from "@conform-to/react";
import { Trans, useTranslation } from "react-i18next";
import { CHARACTER_LIMITS } from "#contract/characters";
import { fillMacros, type CharacterFormValues } from "~/utils/characters";
import { useHydrated } from "~/utils/hydrated";
import { ErrorList, TextAreaField } from "../forms";

/** How to write the card macros, then what an empty greeting does. */
function GreetingHint() {
  const { t } = useTranslation("characters");
  return (
    <>
      <Trans
        t={t}
        i18nKey="greetings.macroHint"
        values={{ charMacro: "{{char}}", userMacro: "{{user}}" }}
        components={{ code: <code /> }}
      />{" "}
      {t("greetings.greetingHint")}
    </>
  );
}

export function GreetingPreview({ text, names }: { text: string; names: { char: string; user: string } }) {
  const { t } = useTranslation("characters");
  const hydrated = useHydrated();
  if (!hydrated) return null;
  const filled = fillMacros(text, names).trim();
  return (
    <section
      aria-labelledby="greeting-preview-title"
      aria-live="polite"
      className="rounded-xl bg-ink-800/70 p-4"
    >
      <h4 id="greeting-preview-title" className="text-xs font-semibold tracking-wide text-white/60 uppercase">
        {t("greetings.preview")}
      </h4>
      {/* Text, never HTML: what a card says is shown as typed. */}
      <p
        data-testid="greeting-preview"
        className="mt-2 whitespace-pre-wrap break-words text-sm text-white/90"
      >
        {filled || t("greetings.noGreeting")}
      </p>
    </section>
  );
}

export function GreetingFields({
  form,
  firstMes,
  alternates,
  names,
}: {
  form: FormMetadata<CharacterFormValues, string[]>;
  firstMes: FieldMetadata<string | undefined>;
  alternates: FieldMetadata<string[] | undefined>;
  names: { char: string; user: string };
}) {
  const { t } = useTranslation("characters");
  const items = alternates.getFieldList();
  const full = items.length >= CHARACTER_LIMITS.alternate_greetings;
  return (
    <div className="space-y-4">
      <TextAreaField meta={firstMes} label={t("greetings.greeting")} rows={5} hint={<GreetingHint />} />
      <GreetingPreview text={firstMes.value ?? ""} names={names} />
      <fieldset className="space-y-3">
        <legend className="text-sm font-medium text-white/85">{t("greetings.alternates")}</legend>
        <p className="text-xs text-white/60">
          {t("greetings.alternatesHint", { max: CHARACTER_LIMITS.alternate_greetings })}
        </p>
        {items.map((item, index) => (
          <div key={item.key} className="flex items-start gap-2">
            <TextAreaField
              meta={item}
              label={t("greetings.alternate", { index: index + 1 })}
              rows={3}
              className="flex-1"
            />
            <button
              {...form.remove.getButtonProps({ name: alternates.name, index })}
              className="btn-ghost mt-7 shrink-0 px-3 py-2 text-xs"
            >
              <Trans
                t={t}
                i18nKey="greetings.remove"
                values={{ index: index + 1 }}
                components={{ sr: <span className="sr-only" /> }}
              />
            </button>
          </div>
        ))}
        <ErrorList id={alternates.errorId} errors={alternates.errors} />
        <button
          {...form.insert.getButtonProps({ name: alternates.name, defaultValue: "" })}
          disabled={full}
          className="btn-ghost px-4 py-2 text-xs"
        >
          {t("greetings.add")}
        </button>
      </fieldset>
    </div>
  );
}
