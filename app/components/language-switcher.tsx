// The interface's language, in the footer and the account menu: a plain form to /language, so it
// works without JavaScript, and a whole new document comes back in the chosen language (with
// JavaScript, choosing sends it at once).
import { useLocation } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { UI_LANGUAGE_NAMES, UI_LANGUAGES } from "#contract/ui-languages";

export function LanguageSwitcher({ className = "" }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const location = useLocation();
  // Back to this page; a ?lng= link's language would otherwise win over the choice.
  const params = new URLSearchParams(location.search);
  params.delete("lng");
  const search = params.toString();
  return (
    <form method="post" action="/language" className={`flex items-center gap-2 ${className}`}>
      <input type="hidden" name="redirectTo" value={`${location.pathname}${search ? `?${search}` : ""}`} />
      <label htmlFor={id} className="text-sm text-white/70">
        {t("language.label")}
      </label>
      <select
        id={id}
        name="lang"
        defaultValue={i18n.language}
        onChange={(e) => e.currentTarget.form?.requestSubmit()}
        className="rounded-lg border border-white/15 bg-ink-900 px-2 py-1 text-sm text-white"
      >
        {UI_LANGUAGES.map((lng) => (
          <option key={lng} value={lng} lang={lng}>
            {UI_LANGUAGE_NAMES[lng]}
          </option>
        ))}
      </select>
      <button type="submit" className="rounded-lg px-2 py-1 text-sm text-white/80 underline hover:text-white">
        {t("language.change")}
      </button>
    </form>
  );
}
