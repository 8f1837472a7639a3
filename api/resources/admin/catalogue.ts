// Content pages, social links and FAQs: GET /admin/pages, PUT /admin/pages/{slug}, POST
// /admin/pages/preview; GET/POST /admin/social-links and /admin/faqs, PATCH/DELETE …/{id}.
// Pages are stored as sanitized HTML and edited as Markdown (HTML passes through Markdown).
import { asc, eq } from "drizzle-orm";
import { Hono } from "hono";
import {
  ADMIN_COPY,
  faqSchema,
  pagePreviewSchema,
  pageSchema,
  socialLinkSchema,
  type AdminFaq,
  type AdminPage,
  type AdminSocialLink,
} from "../../../contract/admin";
import { contentPages, faqs, socialLinks } from "../../db/schema";
import { audited } from "../../domain/admin/audit";
import { renderOperatorMarkdown } from "../../domain/admin/markdown";
import type { ApiEnv } from "../../http/context";
import { ApiError, ok } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import type { Services } from "../../services/types";
import { orderedListRoutes } from "./ordered-list";

const adminPage = (p: typeof contentPages.$inferSelect): AdminPage => ({
  slug: p.slug,
  title: p.title,
  content: p.content,
  updated_at: p.updatedAt.toISOString(),
});

const adminFaq = (f: typeof faqs.$inferSelect): AdminFaq => ({
  id: f.id,
  question: f.question,
  answer: f.answer,
  sort_order: f.sortOrder,
});

const adminLink = (l: typeof socialLinks.$inferSelect): AdminSocialLink => ({
  id: l.id,
  title: l.title,
  url: l.url,
  sort_order: l.sortOrder,
});

/** Under /admin/pages. */
export function adminPagesRoutes(services: Services) {
  const { db } = services;
  const r = new Hono<ApiEnv>();

  r.get("/", async (c) => {
    const rows = await db
      .select()
      .from(contentPages)
      .orderBy(asc(contentPages.sortOrder), asc(contentPages.id));
    return ok(c, rows.map(adminPage), "Pages");
  });

  r.post("/preview", async (c) => {
    const { markdown } = await parseBody(c, pagePreviewSchema);
    return ok(c, { html: renderOperatorMarkdown(markdown) }, "Preview");
  });

  r.put("/:slug{[a-z0-9-]+}", async (c) => {
    const slug = c.req.param("slug");
    const input = await parseBody(c, pageSchema);
    const at = services.now();
    const saved = await audited(db, c.get("user"), at, async (tx) => {
      const [row] = await tx
        .update(contentPages)
        .set({ title: input.title, content: renderOperatorMarkdown(input.markdown), updatedAt: at })
        .where(eq(contentPages.slug, slug))
        .returning();
      if (!row) throw new ApiError(404, ADMIN_COPY.pageNotFound);
      return { result: row, audit: { action: "page.update", targetType: "page", targetId: slug } };
    });
    return ok(c, adminPage(saved), ADMIN_COPY.pageSaved);
  });

  return r;
}

/** Under /admin/social-links. */
export function adminSocialLinksRoutes(services: Services) {
  return orderedListRoutes(services, {
    table: socialLinks,
    key: { column: socialLinks.title, field: "title" },
    schema: socialLinkSchema,
    serialize: adminLink,
    auditType: "social_link",
    copy: {
      listed: "Social links",
      notFound: ADMIN_COPY.linkNotFound,
      taken: ADMIN_COPY.linkTitleTaken,
      saved: ADMIN_COPY.linkSaved,
      deleted: ADMIN_COPY.linkDeleted,
    },
  });
}

/** Under /admin/faqs. */
export function adminFaqsRoutes(services: Services) {
  return orderedListRoutes(services, {
    table: faqs,
    key: { column: faqs.question, field: "question" },
    schema: faqSchema,
    serialize: adminFaq,
    auditType: "faq",
    copy: {
      listed: "FAQs",
      notFound: ADMIN_COPY.faqNotFound,
      taken: ADMIN_COPY.questionTaken,
      saved: ADMIN_COPY.faqSaved,
      deleted: ADMIN_COPY.faqDeleted,
    },
  });
}
