// The dashboard bell (docs/requirements/dashboard.md#notifications): GET /notifications (newest first), PATCH
// /read-notification.
import { and, desc, eq, isNull } from "drizzle-orm";
import { Hono } from "hono";
import type { NotificationsData } from "../../contract/api-types";
import type { Database } from "../db/client";
import { notifications } from "../db/schema";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { ok } from "../http/envelope";
import type { Services } from "../services/types";

/** The bell shows recent notices; older ones are not worth a longer answer. */
const SHOWN = 50;

async function listNotifications(db: Database, userId: number): Promise<NotificationsData> {
  const [rows, unread] = await Promise.all([
    db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, userId))
      .orderBy(desc(notifications.createdAt), desc(notifications.id))
      .limit(SHOWN),
    db
      .select({ id: notifications.id })
      .from(notifications)
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)))
      .limit(1),
  ]);
  return {
    has_unread_notifications: unread.length > 0,
    notifications: rows.map((n) => ({
      id: n.id,
      data: { title: n.title, message: n.message },
      read_at: n.readAt?.toISOString() ?? null,
      created_at: n.createdAt.toISOString(),
    })),
  };
}

export function notificationsResource(services: Services) {
  const r = new Hono<ApiEnv>();
  r.get("/", authMiddleware(services, { required: true }), async (c) =>
    ok(c, await listNotifications(services.db, c.get("user").id), "Notifications"),
  );
  return r;
}

/** PATCH /read-notification: the spec gives it no shared prefix with the list, so it is its own mount. */
export function readNotificationResource(services: Services) {
  const { db } = services;
  const r = new Hono<ApiEnv>();

  r.patch("/", authMiddleware(services, { required: true }), async (c) => {
    const userId = c.get("user").id;
    await db
      .update(notifications)
      .set({ readAt: services.now() })
      .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
    return ok(c, await listNotifications(db, userId), "All notifications are marked as read.");
  });

  return r;
}
