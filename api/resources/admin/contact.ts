// The contact inbox: GET /admin/contact?status=open|handled, POST /admin/contact/{id}/handled.
import { and, count, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { Hono } from "hono";
import {
  ADMIN_COPY,
  adminNoteSchema,
  contactQuerySchema,
  type AdminContactMessage,
} from "../../../contract/admin";
import { contactMessages } from "../../db/schema";
import { audited } from "../../domain/admin/audit";
import type { ApiEnv } from "../../http/context";
import { ApiError, ok, page } from "../../http/envelope";
import { parseBody, parseQuery } from "../../http/validate";
import type { Services } from "../../services/types";
import { pageQuery, pathId } from "./shared";
import { oneRow } from "../../db/rows";

const adminContact = (m: typeof contactMessages.$inferSelect): AdminContactMessage => ({
  id: m.id,
  first_name: m.firstName,
  last_name: m.lastName,
  email: m.email,
  message: m.message,
  created_at: m.createdAt.toISOString(),
  handled_at: m.handledAt?.toISOString() ?? null,
});

export function adminContactRoutes(services: Services) {
  const { db } = services;
  const r = new Hono<ApiEnv>();

  r.get("/", async (c) => {
    const { status } = parseQuery(c, contactQuerySchema);
    const q = parseQuery(c, pageQuery);
    const where =
      status === "open" ? isNull(contactMessages.handledAt) : isNotNull(contactMessages.handledAt);
    const [totals, rows] = await Promise.all([
      db.select({ total: count() }).from(contactMessages).where(where),
      db
        .select()
        .from(contactMessages)
        .where(where)
        .orderBy(desc(contactMessages.createdAt), desc(contactMessages.id))
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page),
    ]);
    const { total } = oneRow(totals);
    return ok(c, page(rows.map(adminContact), total, q.page, q.per_page), "Contact messages");
  });

  r.post("/:id{[0-9]+}/handled", async (c) => {
    const id = pathId(c, ADMIN_COPY.contactNotFound);
    const { note } = await parseBody(c, adminNoteSchema);
    const at = services.now();
    const saved = await audited(db, c.get("user"), at, async (tx) => {
      // Marked once: a second click keeps the first time (and is not audited twice as a change).
      const [row] = await tx
        .update(contactMessages)
        .set({ handledAt: at })
        .where(and(eq(contactMessages.id, id), isNull(contactMessages.handledAt)))
        .returning();
      const found = row ?? (await tx.select().from(contactMessages).where(eq(contactMessages.id, id)))[0];
      if (!found) throw new ApiError(404, ADMIN_COPY.contactNotFound);
      return {
        result: found,
        audit: { action: "contact.handled", targetType: "contact_message", targetId: id, note },
      };
    });
    return ok(c, adminContact(saved), ADMIN_COPY.contactHandled);
  });

  return r;
}
