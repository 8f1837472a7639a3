import { asc } from "drizzle-orm";
import { Hono } from "hono";
import { socialLinks } from "../db/schema";
import type { ApiEnv } from "../http/context";
import { publicGet } from "../http/public-answer";
import type { Services } from "../services/types";

export function socialLinksResource({ db }: Services) {
  const r = new Hono<ApiEnv>();
  r.get("/", (c) =>
    publicGet(c, db, "social-links", "Social links", () =>
      db
        .select({ title: socialLinks.title, url: socialLinks.url })
        .from(socialLinks)
        .orderBy(asc(socialLinks.sortOrder)),
    ),
  );
  return r;
}
