// Why people choose Infinite: the product's promises (docs/requirements/site.md#product), in our own words.
import { useTranslation } from "react-i18next";
import { SectionHeading } from "./section-heading";

const BENEFITS = [
  {
    key: "awake",
    icon: "M12 3a9 9 0 1 0 9 9 7 7 0 0 1-9-9z",
  },
  {
    key: "private",
    icon: "M6 10V7a6 6 0 1 1 12 0v3M5 10h14v11H5z",
  },
  {
    key: "personalities",
    icon: "M17 20v-2a4 4 0 0 0-4-4H7a4 4 0 0 0-4 4v2M10 10a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM21 20v-2a4 4 0 0 0-3-3.9M16 2.1a4 4 0 0 1 0 7.8",
  },
  {
    key: "newBots",
    icon: "M12 5v14M5 12h14",
  },
  {
    key: "tryDay",
    icon: "M3 9h18v10H3zM3 9l2-5h14l2 5M12 9v10",
  },
  {
    key: "history",
    icon: "M12 8v4l3 2M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5",
  },
] as const;

export function Benefits() {
  const { t } = useTranslation("home");
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-7xl px-4 py-16 sm:px-6">
      <SectionHeading id="benefits-title" eyebrow={t("benefits.eyebrow")} title={t("benefits.title")}>
        {t("benefits.intro")}
      </SectionHeading>
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {BENEFITS.map((b) => (
          <li key={b.key} className="card p-6">
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-500/20 text-brand-300">
              <svg
                aria-hidden="true"
                viewBox="0 0 24 24"
                width="22"
                height="22"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
                strokeLinecap="round"
                strokeLinejoin="round"
              >
                <path d={b.icon} />
              </svg>
            </span>
            <h3 className="mt-4 text-lg font-bold">{t(`benefits.items.${b.key}.title`)}</h3>
            <p className="mt-2 text-sm text-white/75">{t(`benefits.items.${b.key}.body`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
