import type { Database } from "../db/client";
import { notifications } from "../db/schema";

/** Adds an in-app notification (shown by the dashboard bell). */
export async function notify(db: Database, userId: number, title: string, message: string) {
  await db.insert(notifications).values({ userId, title, message });
}
