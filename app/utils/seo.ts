// Per-page title, description, Open Graph tags and canonical link, for route `meta` exports:
//
//   export const meta: MetaFunction = ({ matches }) =>
//     seoMeta({ matches, title: "About", description: "Why we built Infinite.", path: "/about" });
//
// The absolute URLs come from PUBLIC_URL, which the root loader passes down as `publicUrl`.
import type { MetaDescriptor } from "@remix-run/node";
import { DEFAULT_UI_LANGUAGE, UI_LANGUAGES } from "#contract/ui-languages";

export const SITE_NAME = "Infinite";
export const DEFAULT_OG_IMAGE = "/media/hero-poster.jpg";

interface MatchLike {
  id: string;
  data?: unknown;
}

export interface SeoInput {
  /** The page's own title; the site name is added unless it is already there. */
  title: string;
  description: string;
  /** The canonical path of the page (no query string), e.g. "/about". */
  path: string;
  /** The meta function's `matches`, to read `publicUrl` from the root loader. */
  matches?: readonly (MatchLike | undefined)[];
  /** Path or absolute URL of the preview image. */
  image?: string;
  /** For pages that should not be indexed (404, private pages): robots noindex, no canonical. */
  noIndex?: boolean;
}

const rootData = (matches: SeoInput["matches"]) =>
  matches?.find((m) => m?.id === "root")?.data as { publicUrl?: string; lang?: string } | undefined;

/** The 404 page's title and description in the page's language (the root loader's). */
export function notFoundMeta(matches: SeoInput["matches"]): { title: string; description: string } {
  const root = matches?.find((m) => m?.id === "root")?.data as
    { meta?: { notFound?: { title: string; description: string } } } | undefined;
  return root?.meta?.notFound ?? { title: "Page Not Found", description: "" };
}

export function publicUrlFrom(matches: SeoInput["matches"]): string {
  return (rootData(matches)?.publicUrl ?? "").replace(/\/+$/, "");
}

/**
 * The page in each interface language (a `?lng=` link renders it in that language whatever the
 * browser says), and the plain address for everyone else; each language's copy is its own canonical.
 */
function languageLinks(url: string, lang: string | undefined): MetaDescriptor[] {
  const inLanguage = (lng: string) => (lng === DEFAULT_UI_LANGUAGE ? url : `${url}?lng=${lng}`);
  return [
    { tagName: "link", rel: "canonical", href: inLanguage(lang ?? DEFAULT_UI_LANGUAGE) },
    ...UI_LANGUAGES.map((lng) => ({
      tagName: "link",
      rel: "alternate",
      hrefLang: lng,
      href: inLanguage(lng),
    })),
    { tagName: "link", rel: "alternate", hrefLang: "x-default", href: url },
  ];
}

export function seoMeta({
  title,
  description,
  path,
  matches,
  image = DEFAULT_OG_IMAGE,
  noIndex = false,
}: SeoInput): MetaDescriptor[] {
  const origin = publicUrlFrom(matches);
  const fullTitle = title.includes(SITE_NAME) ? title : `${title} — ${SITE_NAME}`;
  const url = `${origin}${path.startsWith("/") ? path : `/${path}`}`;
  const imageUrl = /^https?:\/\//.test(image) ? image : `${origin}${image}`;
  return [
    { title: fullTitle },
    { name: "description", content: description },
    { property: "og:site_name", content: SITE_NAME },
    { property: "og:type", content: "website" },
    { property: "og:title", content: fullTitle },
    { property: "og:description", content: description },
    { property: "og:image", content: imageUrl },
    { name: "twitter:card", content: "summary_large_image" },
    // A page that should not be indexed has no canonical address to point to.
    ...(noIndex
      ? [{ name: "robots", content: "noindex" }]
      : [{ property: "og:url", content: url }, ...languageLinks(url, rootData(matches)?.lang)]),
  ];
}
