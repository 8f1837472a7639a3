// Content pages by slug (terms, privacy, ...): title, last-updated date, sanitized HTML.
import { useTranslation } from "react-i18next";
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { data } from "@remix-run/node";
import { useLoaderData, useRouteError, isRouteErrorResponse } from "@remix-run/react";
import { ErrorPage } from "~/components/error-page";
import { NotFound } from "~/components/not-found";
import { endpoints } from "#contract/endpoints";
import { callApi } from "~/utils/api.server";
import { cacheHeaders, pageCacheHeaders } from "~/utils/cache.server";
import { notFoundMeta, seoMeta } from "~/utils/seo";
import { sanitizeRichText } from "#contract/sanitize";
import { RICH_TEXT_CLASS } from "~/components/rich-text";

export async function loader({ params, request }: LoaderFunctionArgs) {
  const slug = params.slug ?? "";
  if (!/^[a-z0-9-]{1,80}$/.test(slug)) throw new Response("Not found", { status: 404 });
  const result = await callApi(endpoints["GET /dynamic-pages/:slug"], { params: { slug }, request });
  if (!result.ok) throw new Response(result.message, { status: result.status === 404 ? 404 : 503 });
  // Sanitized again here: the web tier does not trust an upstream it may not own (API_URL).
  return data(
    { page: { ...result.data, content: sanitizeRichText(result.data.content) } },
    { headers: pageCacheHeaders(request) },
  );
}

export const headers = cacheHeaders;

/** The opening words of the page, as its description. */
function summary(html: string) {
  const text = html
    .replace(/<[^>]*>/g, " ")
    .replace(/&[a-z#0-9]+;/gi, " ")
    .replace(/\s+/g, " ")
    .trim();
  return text.length > 155 ? `${text.slice(0, 154).replace(/\s+\S*$/, "")}…` : text;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) =>
  data
    ? seoMeta({
        matches,
        title: data.page.title,
        description: summary(data.page.content) || `${data.page.title} for Infinite.`,
        path: `/${data.page.slug}`,
      })
    : seoMeta({ matches, ...notFoundMeta(matches), path: "/", noIndex: true });

const DATE_FORMAT: Intl.DateTimeFormatOptions = {
  year: "numeric",
  month: "long",
  day: "numeric",
  timeZone: "UTC",
};

export default function ContentPageRoute() {
  const { page } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation("site");
  const locale = i18n.language === "en" ? "en-US" : i18n.language;
  return (
    <main id="main" className="mx-auto max-w-3xl px-6 py-16">
      <h1 className="text-4xl font-extrabold">{page.title}</h1>
      <p className="mt-3 text-sm text-white/70">
        {t("page.lastUpdated")}{" "}
        <time dateTime={page.last_updated}>
          {new Intl.DateTimeFormat(locale, DATE_FORMAT).format(new Date(page.last_updated))}
        </time>
      </p>
      <div
        className={`prose-content mt-10 ${RICH_TEXT_CLASS}`}
        dangerouslySetInnerHTML={{ __html: page.content }}
      />
    </main>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return <ErrorPage error={error} />;
}
