// Where a deleted account lands (Settings → Delete my account): the session is already gone.
import { useTranslation } from "react-i18next";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link } from "@remix-run/react";
import { ACCOUNT_COPY } from "#contract/account";
import { Message } from "~/components/message";
import { PageHero } from "~/components/page-hero";
import { getFixedT } from "~/utils/i18n.server";
import { seoMeta } from "~/utils/seo";

export async function loader({ request }: LoaderFunctionArgs) {
  // The meta function cannot use hooks: the title and description come translated.
  const t = await getFixedT(request, "site");
  return { meta: { title: t("goodbyeMeta.title"), description: t("goodbyeMeta.description") } };
}

export const meta: MetaFunction<typeof loader> = ({ matches, data }) =>
  seoMeta({
    matches,
    title: data?.meta.title ?? "Goodbye",
    description: data?.meta.description ?? "",
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
