// Safety (/safety): the crisis protocol and the safety rules in plain words, for anyone to read
// before signing up. It says only what the safety layer (api/domain/safety) really does, and quotes
// the crisis resources from the same constant the replies and the chat banner use.
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { Link } from "@remix-run/react";
import type { ReactNode } from "react";
import { Trans, useTranslation } from "react-i18next";
import { CRISIS_RESOURCES, MINIMUM_AGE, SAFETY_COPY } from "#contract/safety";
import { Message } from "~/components/message";
import { PageHero } from "~/components/page-hero";
import { cacheHeaders, pageCacheHeaders } from "~/utils/cache.server";
import { getFixedT } from "~/utils/i18n.server";
import { seoMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  // The meta function cannot use hooks: the title and description come translated.
  const t = await getFixedT(request, "site");
  const meta = { title: t("safety.metaTitle"), description: t("safety.metaDescription") };
  return data({ meta }, { headers: pageCacheHeaders(request) });
}

export const headers = cacheHeaders;

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  seoMeta({
    matches,
    path: "/safety",
    title: data?.meta.title ?? "Safety",
    description: data?.meta.description ?? "",
  });

const LINK = "font-semibold text-brand-300 underline-offset-2 hover:underline";
const STRONG = <strong className="text-white" />;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className="space-y-4">
      <h2 id={id} className="text-2xl font-bold text-white sm:text-3xl">
        {title}
      </h2>
      {children}
    </section>
  );
}

export default function Safety() {
  const { t } = useTranslation("site");
  const age = MINIMUM_AGE;
  return (
    <main id="main">
      <PageHero className="pb-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-300">{t("safety.eyebrow")}</p>
        <h1 className="mt-4 text-4xl font-extrabold tracking-tight sm:text-6xl">{t("safety.title")}</h1>
        <p className="mt-6 text-lg text-white/85">{t("safety.intro")}</p>
      </PageHero>

      <div className="mx-auto max-w-3xl space-y-14 px-6 py-12 text-white/85">
        <aside
          aria-labelledby="help-now"
          className="rounded-2xl border border-brand-400/40 bg-brand-600/15 p-6"
          data-testid="crisis-resources"
        >
          <h2 id="help-now" className="text-xl font-bold text-white">
            {t("safety.helpNow")}
          </h2>
          <p className="mt-3 text-lg text-white">
            <Message text={CRISIS_RESOURCES} />
          </p>
        </aside>

        <Section id="ai" title={t("safety.aiTitle")}>
          <p>{t("safety.ai1", { aiNotice: SAFETY_COPY.aiNotice })}</p>
          <p>{t("safety.ai2", { demoEngine: SAFETY_COPY.demoEngine })}</p>
        </Section>

        <Section id="adults" title={t("safety.adultsTitle", { age })}>
          <p>{t("safety.adults1", { age })}</p>
          <p>{t("safety.adults2", { age })}</p>
        </Section>

        <Section id="crisis" title={t("safety.crisisTitle")}>
          <p>
            <Trans t={t} i18nKey="safety.crisisDetect" components={{ strong: STRONG }} />
          </p>
          <p>
            <Trans t={t} i18nKey="safety.crisisSee" components={{ strong: STRONG }} />
          </p>
          <ul className="list-disc space-y-2 pl-6">
            <li>{t("safety.crisisUs")}</li>
            <li>{t("safety.crisisElsewhere")}</li>
            <li>{t("safety.crisisLocal")}</li>
            <li>{t("safety.crisisDanger")}</li>
          </ul>
          <p>{t("safety.crisisBanner")}</p>
        </Section>

        <Section id="breaks" title={t("safety.breaksTitle")}>
          <p>{t("safety.breaks")}</p>
        </Section>

        <Section id="report" title={t("safety.reportTitle")}>
          <p>
            <Trans
              t={t}
              i18nKey="safety.report"
              components={{
                strong: STRONG,
                guidelines: <Link to="/community-guidelines" className={LINK} />,
              }}
            />
          </p>
        </Section>

        <Section id="limits" title={t("safety.limitsTitle")}>
          <ul className="list-disc space-y-2 pl-6">
            <li>{t("safety.limits1")}</li>
            <li>{t("safety.limits2")}</li>
            <li>{t("safety.limits3")}</li>
          </ul>
        </Section>

        <Section id="your-data" title={t("safety.dataTitle")}>
          <p>
            <Trans
              t={t}
              i18nKey="safety.data"
              components={{ strong: STRONG, privacy: <Link to="/privacy" className={LINK} /> }}
            />
          </p>
        </Section>
      </div>
    </main>
  );
}
