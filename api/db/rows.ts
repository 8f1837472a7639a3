// Row types that several modules share, named once here rather than re-inferred in each of them.
import type { bots, conversations, messages, models, plans, subscriptions, users } from "./schema";

export type UserRow = typeof users.$inferSelect;
export type BotRow = typeof bots.$inferSelect;
export type ChatRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type ModelRow = typeof models.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

/**
 * The one row a statement must give: what an insert or an update by id wrote (`returning()`), or an
 * aggregate's only row. None means the row vanished under us, a broken invariant, so it throws
 * rather than carry `undefined` on.
 */
export function oneRow<T>(rows: readonly T[]): T {
  const row = rows[0];
  if (row === undefined) throw new Error("Expected one row from the database, got none.");
  return row;
}
