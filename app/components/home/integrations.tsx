// What Infinite works with (docs/requirements/site.md#home), with "Start Your Journey" to /dashboard.
import { useTranslation } from "react-i18next";
import { Link } from "@remix-run/react";
import { SectionHeading } from "./section-heading";

/** The integrations' keys in the home catalogue (integrations.items.<key>). */
const INTEGRATIONS = ["engine", "google", "payments", "email", "devices", "fast"] as const;

export function Integrations() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="integrations-title" className="relative isolate overflow-hidden py-16">
      <div
        aria-hidden="true"
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_center,rgba(168,85,247,0.18),transparent_65%)]"
      />
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <SectionHeading
          id="integrations-title"
          eyebrow={t("integrations.eyebrow")}
          title={t("integrations.title")}
        >
          {t("integrations.intro")}
        </SectionHeading>
        <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {INTEGRATIONS.map((item) => (
            <li key={item} className="card flex items-start gap-4 p-5">
              <span
                aria-hidden="true"
                className="mt-1 h-3 w-3 shrink-0 rounded-full bg-gradient-to-br from-brand-400 to-accent-400"
              />
              <div>
                <h3 className="font-semibold">{t(`integrations.items.${item}.name`)}</h3>
                <p className="mt-1 text-sm text-white/75">{t(`integrations.items.${item}.body`)}</p>
              </div>
            </li>
          ))}
        </ul>
        <div className="mt-10 text-center">
          <Link to="/dashboard" className="btn-primary px-7 py-3 text-base">
            {t("integrations.start")}
          </Link>
        </div>
      </div>
    </section>
  );
}
