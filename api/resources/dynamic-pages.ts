// Content pages (terms, privacy, ...). Public, so visitors can read them from the footer.
import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import { contentPages } from "../db/schema";
import type { ApiEnv } from "../http/context";
import { ApiError, ok } from "../http/envelope";
import type { Services } from "../services/types";

export function dynamicPagesResource({ db }: Services) {
  const r = new Hono<ApiEnv>();
  r.get("/dynamic-pages", async (c) => {
    const rows = await db
      .select({ title: contentPages.title, slug: contentPages.slug })
      .from(contentPages)
      .orderBy(asc(contentPages.sortOrder));
    return ok(c, rows, "Pages");
  });
  r.get("/dynamic-pages/:slug", async (c) => {
    const [row] = await db
      .select()
      .from(contentPages)
      .where(eq(contentPages.slug, c.req.param("slug")))
      .limit(1);
    if (!row) throw new ApiError(404, "Page not found.");
    return ok(
      c,
      { title: row.title, slug: row.slug, last_updated: row.updatedAt.toISOString(), content: row.content },
      "Page",
    );
  });
  return r;
}
