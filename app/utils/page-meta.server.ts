// A page's title and description in the request's language, for its loader to hand to `meta`
// (meta functions cannot use hooks). Each namespace keeps them under meta.<page>.{title,description}.
import type { Namespace } from "i18next";
import type { PageMetaText } from "./page-meta";
import { getFixedT } from "./i18n.server";

export async function pageMetaText(
  request: Request,
  ns: Namespace,
  page: string,
  values?: Record<string, string>,
): Promise<PageMetaText> {
  const t = await getFixedT(request, ns);
  return { title: t(`meta.${page}.title`, values), description: t(`meta.${page}.description`, values) };
}
