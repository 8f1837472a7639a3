import { NOTIFICATIONS_PATH } from "../../contract/push";
import type { Database } from "../db/client";
import { notifications } from "../db/schema";
// Each database's push service is registered by createServices (api/services/push/registry.ts), so
// notify keeps the one-argument signature all its callers use.
import { pushServiceFor } from "../services/push/registry";

/**
 * Adds an in-app notification (shown by the dashboard bell) and sends it to the user's devices as
 * Web Push in the background.
 */
export async function notify(db: Database, userId: number, title: string, message: string, at?: Date) {
  await db.insert(notifications).values({ userId, title, message, ...(at ? { createdAt: at } : {}) });
  pushServiceFor(db)?.deliver(userId, { title, body: message, url: NOTIFICATIONS_PATH });
}

/** Account notices (titles are what the bell lists). */
export const ACCOUNT_NOTICES = {
  welcome: {
    title: "Welcome to Infinite",
    message: "Your account is ready. Pick a bot on Discover and start chatting any time.",
  },
  passwordChanged: {
    title: "Password changed",
    message: "Your password was changed and other devices were signed out. Not you? Reset it now.",
  },
} as const;
