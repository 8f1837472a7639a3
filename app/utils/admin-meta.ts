// The console's page titles and descriptions: each loader translates its own (admin-meta.server.ts)
// and its meta export reads them back here; a page whose loader failed borrows the console's.
import type { MetaFunction } from "@remix-run/node";
import { seoMeta } from "./seo";

export interface PageMeta {
  title: string;
  description: string;
}

const metaOf = (data: unknown) => (data as { meta?: PageMeta } | undefined)?.meta;

export const adminMeta =
  (path: string): MetaFunction =>
  ({ data, matches }) =>
    seoMeta({
      matches,
      path,
      noIndex: true,
      ...(metaOf(data) ??
        metaOf(matches.find((m) => m?.id === "routes/admin")?.data) ?? {
          title: "Operator console",
          description: "Moderation, reviews and the catalogue of Infinite.",
        }),
    });
