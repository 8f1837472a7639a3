// GET /faqs: the home page's "Frequently Asked Questions" (seed copy, public, same for everyone).
import { Hono } from "hono";
import { faqs } from "../db/seed/faq";
import type { ApiEnv } from "../http/context";
import { ok } from "../http/envelope";
import type { Services } from "../services/types";

export function faqsResource(_services: Services) {
  const r = new Hono<ApiEnv>();
  r.get("/faqs", (c) => {
    c.header("Cache-Control", "public, max-age=300");
    return ok(c, faqs, "Frequently asked questions");
  });
  return r;
}
