// A console page's title and description in the request's language, for its loader to return
// (the meta export reads them with adminMeta from admin-meta.ts).
import type { PageMeta } from "./admin-meta";
import { getFixedT } from "./i18n.server";

export async function adminPageMeta(
  request: Request,
  page: string,
  values?: Record<string, string>,
): Promise<PageMeta> {
  const t = await getFixedT(request, "admin");
  return { title: t(`meta.${page}.title`, values), description: t(`meta.${page}.description`) };
}
