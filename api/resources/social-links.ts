import { asc } from "drizzle-orm";
import { Hono } from "hono";
import { socialLinks } from "../db/schema";
import type { ApiEnv } from "../http/context";
import { ok } from "../http/envelope";
import type { Services } from "../services/types";

export function socialLinksResource({ db }: Services) {
  const r = new Hono<ApiEnv>();
  r.get("/social-link", async (c) => {
    const rows = await db.select().from(socialLinks).orderBy(asc(socialLinks.sortOrder));
    return ok(
      c,
      rows.map(({ title, url }) => ({ title, url })),
      "Social links",
    );
  });
  return r;
}
