// Where a deleted account lands (Settings → Delete my account): the session is already gone.
import { useTranslation } from "react-i18next";
import type { MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { ACCOUNT_COPY } from "#contract/account";
import { Message } from "~/components/message";
import { PageHero } from "~/components/page-hero";
import { seoMeta } from "~/utils/seo";

export const meta: MetaFunction = ({ matches }) =>
  seoMeta({
    matches,
    title: "Goodbye",
    description: "Your Infinite account has been deleted.",
    path: "/goodbye",
    noIndex: true,
  });

export default function Goodbye() {
  const { t } = useTranslation("site");
  return (
    <main id="main">
      <PageHero className="pb-24">
        <h1 className="text-4xl font-extrabold tracking-tight sm:text-5xl">
          <Message text={ACCOUNT_COPY.deleted} />
        </h1>
        <p className="mt-6 text-lg text-white/85">{t("goodbye.body")}</p>
        <p className="mt-4 text-white/70">{t("goodbye.comeBack")}</p>
        <p className="mt-10">
          <Link to="/" className="btn-primary px-8 py-3">
            {t("goodbye.home")}
          </Link>
        </p>
      </PageHero>
    </main>
  );
}
