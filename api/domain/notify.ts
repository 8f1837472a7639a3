import { NOTIFICATIONS_PATH } from "../../contract/push";
import type { Database } from "../db/client";
import { notifications } from "../db/schema";
import type { PushService } from "../services/push/push";

// Each database's push service, set once by createServices. Keyed by the database rather than held
// in one global, so every API instance (and every test's database) pushes through its own service,
// and notify keeps the one-argument signature all its callers use.
const pushers = new WeakMap<Database, Pick<PushService, "deliver">>();

/** Makes every notify() on this database also go out as Web Push (api/services/index.ts). */
export function pushNotificationsWith(db: Database, push: Pick<PushService, "deliver">) {
  pushers.set(db, push);
}

/**
 * Adds an in-app notification (shown by the dashboard bell) and sends it to the user's devices as
 * Web Push in the background.
 */
export async function notify(db: Database, userId: number, title: string, message: string, at?: Date) {
  await db.insert(notifications).values({ userId, title, message, ...(at ? { createdAt: at } : {}) });
  pushers.get(db)?.deliver(userId, { title, body: message, url: NOTIFICATIONS_PATH });
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
