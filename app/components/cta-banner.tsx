// The call-to-action banner (docs/requirements/site.md#cta-banner) of home, about and contact:
// title, description and one button, which depends on who is looking: "Meet bots" to
// /dashboard/discover, or "Get Started Now" to /auth.
import { useTranslation } from "react-i18next";
import { Link } from "@remix-run/react";
import { useRootData } from "~/root";

/**
 * Signed in: on to Discover with the section's own label; a visitor: "Get Started Now" to /auth
 * (docs/requirements/site.md#cta-banner).
 */
export function StartButton({ signedIn, signedInLabel }: { signedIn: boolean; signedInLabel: string }) {
  const { t } = useTranslation();
  return (
    <Link to={signedIn ? "/dashboard/discover" : "/auth"} className="btn-primary px-7 py-3 text-base">
      {signedIn ? signedInLabel : t("getStartedNow")}
    </Link>
  );
}

export function CtaBanner({
  title,
  description,
  id = "cta",
}: {
  title?: string;
  description?: string;
  id?: string;
}) {
  const signedIn = Boolean(useRootData()?.user);
  const { t } = useTranslation();
  return (
    <section aria-labelledby={`${id}-title`} className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <div className="relative isolate overflow-hidden rounded-3xl border border-white/10 bg-gradient-to-br from-brand-600/40 via-ink-800 to-accent-400/30 px-6 py-14 text-center sm:px-16">
        <h2 id={`${id}-title`} className="text-3xl font-bold sm:text-4xl">
          {title ?? t("cta.title")}
        </h2>
        <p className="mx-auto mt-4 max-w-2xl text-lg text-white/85">{description ?? t("cta.description")}</p>
        <div className="mt-8">
          <StartButton signedIn={signedIn} signedInLabel={t("cta.meetBots")} />
        </div>
      </div>
    </section>
  );
}
