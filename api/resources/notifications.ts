// The dashboard bell (docs/requirements/dashboard.md#notifications): GET /notifications (newest first), PATCH
// /read-notification. Notices are stored in English (the contract) and read in the request's language
// (Accept-Language) through the contract's catalogue, so ones stored before a translation existed read
// translated too; the English stays beside a translated notice as title_en and message_en.
import { and, desc, eq, isNull, sql } from "drizzle-orm";
import { Hono } from "hono";
import type { Context } from "hono";
import type { NotificationItem, NotificationsData } from "../../contract/api-types";
import { translateMessage } from "../../contract/message-catalogues";
import { DEFAULT_UI_LANGUAGE, negotiateUiLanguage } from "../../contract/ui-languages.js";
import type { Database } from "../db/client";
import { notifications } from "../db/schema";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { ok } from "../http/envelope";
import type { Services } from "../services/types";

/** The bell shows recent notices; older ones are not worth a longer answer. */
const SHOWN = 50;

const languageOf = (c: Context) => negotiateUiLanguage(c.req.header("Accept-Language"));

/** A stored notice in `lng`, with its English beside it when that differs. */
function noticeIn(title: string, message: string, lng: string | null): NotificationItem["data"] {
  if (!lng || lng === DEFAULT_UI_LANGUAGE) return { title, message };
  return {
    title: translateMessage(title, lng),
    message: translateMessage(message, lng),
    title_en: title,
    message_en: message,
  };
}

async function listNotifications(
  db: Database,
  userId: number,
  lng: string | null,
): Promise<NotificationsData> {
  // One query: the newest SHOWN, each carrying whether any of the user's notices (shown or older)
  // is unread; the window is taken over all of them before the limit.
  const rows = await db
    .select({
      notice: notifications,
      anyUnread: sql<boolean>`bool_or(${notifications.readAt} is null) over ()`.mapWith(Boolean),
    })
    .from(notifications)
    .where(eq(notifications.userId, userId))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(SHOWN);
  return {
    has_unread_notifications: rows[0]?.anyUnread ?? false,
    notifications: rows.map(({ notice: n }) => ({
      id: n.id,
      data: noticeIn(n.title, n.message, lng),
      read_at: n.readAt?.toISOString() ?? null,
      created_at: n.createdAt.toISOString(),
    })),
  };
}

export function notificationsResource(services: Services) {
  const r = new Hono<ApiEnv>();
  r.get("/", authMiddleware(services, { required: true }), async (c) =>
    ok(c, await listNotifications(services.db, c.get("user").id, languageOf(c)), "Notifications"),
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
    return ok(c, await listNotifications(db, userId, languageOf(c)), "All notifications are marked as read.");
  });

  return r;
}
