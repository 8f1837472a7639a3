// Row types that several modules share, named once here rather than re-inferred in each of them.
import type { bots, conversations, messages, plans, subscriptions, users } from "./schema";

export type UserRow = typeof users.$inferSelect;
export type BotRow = typeof bots.$inferSelect;
export type ChatRow = typeof conversations.$inferSelect;
export type MessageRow = typeof messages.$inferSelect;
export type PlanRow = typeof plans.$inferSelect;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
