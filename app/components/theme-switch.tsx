// The System / Light / Dark switch, in the site footer, the account menu and the dashboard's
// sidebar. Three submit buttons of one form posting to /theme: without JavaScript the post sets the
// cookie and comes back to this page; with it, a fetcher posts and the page turns at once.
import { useFetcher, useFetchers, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { isTheme, THEMES, type Theme } from "~/utils/theme";

/** One fetcher for every switch on the page, so they all show the choice being saved. */
const FETCHER_KEY = "theme";

/** The theme the page shows: the one being saved, else the cookie's (read by the root loader). */
export function useTheme(): Theme {
  // Not RootLoader's type: root.tsx renders with this hook, and imports must not go round in a circle.
  const root = useRouteLoaderData<{ theme: Theme }>("root");
  const pending = useFetchers()
    .find((f) => f.key === FETCHER_KEY)
    ?.formData?.get("theme");
  return isTheme(pending) ? pending : (root?.theme ?? "system");
}

export function ThemeSwitch({ className = "" }: { className?: string }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const fetcher = useFetcher({ key: FETCHER_KEY });
  const { pathname, search } = useLocation();
  const labelId = useId();
  return (
    <fetcher.Form method="post" action="/theme" className={`flex items-center gap-3 ${className}`}>
      <input type="hidden" name="redirectTo" value={`${pathname}${search}`} />
      <span id={labelId} className="text-sm text-white/70">
        {t("theme.label")}
      </span>
      <div role="group" aria-labelledby={labelId} className="flex rounded-full border border-white/15 p-0.5">
        {THEMES.map((value) => (
          <button
            key={value}
            type="submit"
            name="theme"
            value={value}
            aria-pressed={theme === value}
            className="rounded-full px-3 py-1 text-xs font-medium text-white/75 hover:text-white aria-pressed:bg-white/15 aria-pressed:text-white"
          >
            {t(`theme.${value}`)}
          </button>
        ))}
      </div>
    </fetcher.Form>
  );
}
