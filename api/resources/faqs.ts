// GET /faqs: the home page's "Frequently Asked Questions" (public, same for everyone); seeded, then
// edited by operators (api/resources/admin/catalogue.ts).
import { asc } from "drizzle-orm";
import { Hono } from "hono";
import { faqs } from "../db/schema";
import type { ApiEnv } from "../http/context";
import { ok } from "../http/envelope";
import type { Services } from "../services/types";

export function faqsResource({ db }: Services) {
  const r = new Hono<ApiEnv>();
  r.get("/faqs", async (c) => {
    const rows = await db
      .select({ question: faqs.question, answer: faqs.answer })
      .from(faqs)
      .orderBy(asc(faqs.sortOrder), asc(faqs.id));
    // Operators' edits show within seconds (issue 16): a short shared cache, not five minutes.
    c.header("Cache-Control", "public, max-age=10");
    return ok(c, rows, "Frequently asked questions");
  });
  return r;
}
