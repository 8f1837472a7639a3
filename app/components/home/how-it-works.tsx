// How It Works (docs/requirements/site.md#how-it-works): three steps, then "Start now" (signed in)
// or "Get Started Now" (visitors).
import { useTranslation } from "react-i18next";
import { StartButton } from "../cta-banner";
import { SectionHeading } from "./section-heading";

/** The steps' keys in the home catalogue (how.steps.<key>). */
const STEPS = ["signIn", "chooseBot", "chat"] as const;

export function HowItWorks({ signedIn }: { signedIn: boolean }) {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="how-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading id="how-title" eyebrow={t("how.eyebrow")} title={t("how.title")} />
      <ol className="mt-12 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, i) => (
          <li key={step} className="card relative p-6">
            <span
              aria-hidden="true"
              className="flex h-10 w-10 items-center justify-center rounded-full bg-gradient-to-br from-brand-600 to-accent-400 font-bold"
            >
              {i + 1}
            </span>
            <h3 className="mt-4 text-lg font-bold">
              <span className="sr-only">{t("how.step", { n: i + 1 })} </span>
              {t(`how.steps.${step}.title`)}
            </h3>
            <p className="mt-2 text-sm text-white/75">{t(`how.steps.${step}.body`)}</p>
          </li>
        ))}
      </ol>
      <div className="mt-10 text-center">
        <StartButton signedIn={signedIn} signedInLabel={t("how.startNow")} />
      </div>
    </section>
  );
}
