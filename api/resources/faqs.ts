// GET /faqs: the home page's "Frequently Asked Questions" (public, same for everyone); seeded, then
// edited by operators (api/resources/admin/catalogue.ts).
import { asc } from "drizzle-orm";
import { Hono } from "hono";
import type { Faq } from "../../contract/api-types";
import { faqs } from "../db/schema";
import type { ApiEnv } from "../http/context";
import { publicGet } from "../http/public-answer";
import type { Services } from "../services/types";

export function faqsResource({ db }: Services) {
  const r = new Hono<ApiEnv>();
  // Operators' edits show at once here and within the stale time in browsers.
  r.get("/", (c) =>
    publicGet(c, db, "faqs", "Frequently asked questions", (): Promise<Faq[]> =>
      db
        .select({ question: faqs.question, answer: faqs.answer })
        .from(faqs)
        .orderBy(asc(faqs.sortOrder), asc(faqs.id)),
    ),
  );
  return r;
}
