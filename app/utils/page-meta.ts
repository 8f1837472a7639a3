// The `meta` of a page whose loader returns `meta` (app/utils/page-meta.server.ts): the translated
// title and description, with the canonical path and robots rules of seoMeta. A page whose loader
// failed keeps the root's translated defaults.
import type { MetaDescriptor } from "@remix-run/node";
import { seoMeta, type SeoInput } from "./seo";

export type PageMetaText = { title: string; description: string };

interface MetaArgs {
  data?: unknown;
  matches: SeoInput["matches"];
}

const textOf = (data: unknown) => (data as { meta?: PageMetaText } | undefined)?.meta;

export function pageMeta(
  { data, matches }: MetaArgs,
  page: Omit<SeoInput, "title" | "description" | "matches">,
): MetaDescriptor[] {
  const root = matches?.find((m) => m?.id === "root")?.data;
  const text = textOf(data) ?? textOf(root) ?? { title: "Infinite", description: "" };
  return seoMeta({ matches, ...text, ...page });
}
