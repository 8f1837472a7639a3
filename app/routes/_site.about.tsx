// About (docs/requirements/site.md#about-page): why we built Infinite, what we hold ourselves to,
// and a call to action to meet the bots.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { Trans, useTranslation } from "react-i18next";
import { CtaBanner } from "~/components/cta-banner";
import { PageHero } from "~/components/page-hero";
import { cacheHeaders, pageCacheHeaders } from "~/utils/cache.server";
import { getFixedT } from "~/utils/i18n.server";
import { seoMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  // The meta function cannot use hooks: the title and description come translated.
  const t = await getFixedT(request, "site");
  const meta = { title: t("about.metaTitle"), description: t("about.metaDescription") };
  return data({ meta }, { headers: pageCacheHeaders(request) });
}

export const headers = cacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  seoMeta({
    matches,
    path: "/about",
    title: data?.meta.title ?? "Why We Built Infinite",
    description: data?.meta.description ?? "",
  });

const PRINCIPLES = ["heart", "chats", "pricing"] as const;

const FACTS = [
  { value: "20+", key: "bots" },
  { value: "8+", key: "categories" },
  { value: "24/7", key: "always" },
] as const;

const CREDIT_LINK = "underline";

export default function About() {
  const { t } = useTranslation("site");
  return (
    <main id="main">
      <PageHero className="pb-12">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-300">{t("about.eyebrow")}</p>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-6xl">{t("about.title")}</h1>
        <p className="mt-6 text-lg text-white/85">{t("about.intro")}</p>
      </PageHero>

      <section aria-labelledby="story-title" className="mx-auto max-w-3xl space-y-5 px-6 py-12 text-white/85">
        <h2 id="story-title" className="text-3xl font-bold text-white">
          {t("about.storyTitle")}
        </h2>
        <p>{t("about.story1")}</p>
        <p>{t("about.story2")}</p>
      </section>

      <section aria-labelledby="facts-title" className="mx-auto max-w-5xl px-6 py-8">
        <h2 id="facts-title" className="sr-only">
          {t("about.factsTitle")}
        </h2>
        <dl className="grid gap-4 sm:grid-cols-3">
          {FACTS.map((f) => (
            <div key={f.key} className="card flex flex-col p-6 text-center">
              <dt className="text-sm text-white/75">{t(`about.facts.${f.key}`)}</dt>
              <dd className="order-first text-4xl font-extrabold text-brand-300">{f.value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="principles-title" className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
        <h2 id="principles-title" className="text-center text-3xl font-bold">
          {t("about.principlesTitle")}
        </h2>
        <ul className="mt-10 grid gap-6 md:grid-cols-3">
          {PRINCIPLES.map((p) => (
            <li key={p} className="card p-6">
              <h3 className="text-lg font-bold">{t(`about.principles.${p}Title`)}</h3>
              <p className="mt-2 text-sm text-white/75">{t(`about.principles.${p}Body`)}</p>
            </li>
          ))}
        </ul>
        <p className="mt-10 text-center">
          <Link to="/meet-bots" className="btn-ghost">
            {t("about.meetBots")}
          </Link>
        </p>
      </section>

      <p className="mx-auto max-w-3xl px-6 pb-8 text-center text-sm text-white/75">
        <Trans
          t={t}
          i18nKey="about.credits"
          components={{
            lorelei: (
              // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the link text in.
              <a
                href="https://www.dicebear.com/styles/lorelei/"
                className={CREDIT_LINK}
                rel="noopener noreferrer"
              />
            ),
            cc0: (
              // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the link text in.
              <a
                href="https://creativecommons.org/publicdomain/zero/1.0/"
                className={CREDIT_LINK}
                rel="noopener noreferrer license"
              />
            ),
            bottts: (
              // eslint-disable-next-line jsx-a11y/anchor-has-content -- Trans puts the link text in.
              <a
                href="https://www.dicebear.com/styles/bottts-neutral/"
                className={CREDIT_LINK}
                rel="noopener noreferrer"
              />
            ),
          }}
        />
      </p>

      <CtaBanner title={t("about.ctaTitle")} description={t("about.ctaDescription")} />
    </main>
  );
}
