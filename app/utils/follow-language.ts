import { useEffect } from "react";
import { useTranslation } from "react-i18next";

/**
 * Keeps the browser's i18next on the language the server chose. The page came in that language; it
 * changes only when a form changes it without a new document (Settings → Preference, with
 * JavaScript): the root loader then answers another language and the page follows, loading that
 * language's catalogues for the namespaces on screen.
 */
export function useFollowLanguage(lang: string) {
  const { i18n } = useTranslation();
  useEffect(() => {
    if (i18n.language !== lang) void i18n.changeLanguage(lang);
  }, [i18n, lang]);
}
