// Content pages (terms, privacy, ...). Public, so visitors can read them from the footer.
import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import type { ContentPage } from "../../contract/api-types";
import { contentPages } from "../db/schema";
import type { ApiEnv } from "../http/context";
import { ApiError } from "../http/envelope";
import { publicGet } from "../http/public-answer";
import type { Services } from "../services/types";

export function dynamicPagesResource({ db }: Services) {
  const r = new Hono<ApiEnv>();
  r.get("/", (c) =>
    publicGet(c, db, "pages", "Pages", () =>
      db
        .select({ title: contentPages.title, slug: contentPages.slug })
        .from(contentPages)
        .orderBy(asc(contentPages.sortOrder)),
    ),
  );
  r.get("/:slug", (c) => {
    const slug = c.req.param("slug");
    // A missing page throws inside the load: 404s are not cached, so a new page shows at once.
    return publicGet(c, db, `page:${slug}`, "Page", async (): Promise<ContentPage> => {
      const [row] = await db.select().from(contentPages).where(eq(contentPages.slug, slug)).limit(1);
      if (!row) throw new ApiError(404, "Page not found.");
      return {
        title: row.title,
        slug: row.slug,
        last_updated: row.updatedAt.toISOString(),
        content: row.content,
      };
    });
  });
  return r;
}
