import type { Database } from "../db/client";
import { notifications } from "../db/schema";

/** Adds an in-app notification (shown by the dashboard bell). */
export async function notify(db: Database, userId: number, title: string, message: string, at?: Date) {
  await db.insert(notifications).values({ userId, title, message, ...(at ? { createdAt: at } : {}) });
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
