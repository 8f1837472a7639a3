import {
  bigint,
  date,
  doublePrecision,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";
import { users } from "./accounts";
import { plans } from "./billing";
import { models, bots } from "./bots";
import { messages } from "./conversations";

export const outboxMail = pgTable(
  "outbox_mail",
  {
    id: serial("id").primaryKey(),
    to: text("to").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("outbox_mail_to_idx").on(t.to, t.createdAt)],
);

export const processedWebhookEvents = pgTable("processed_webhook_events", {
  /** Provider event id (Stripe `evt_…`); a replayed event finds its id here and changes nothing. */
  id: text("id").primaryKey(),
  type: text("type").notNull(),
  processedAt: timestamp("processed_at", { withTimezone: true }).notNull().defaultNow(),
});

/** Every operator action (who, what, on what, when, with which note); never updated or deleted. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: serial("id").primaryKey(),
    adminId: integer("admin_id").references(() => users.id, { onDelete: "set null" }),
    /** The admin's email at the time, kept when the account is gone. */
    adminEmail: text("admin_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id").notNull(),
    note: text("note").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);

/** Web Push subscriptions: one row per device (browser) of a user, at most 10 per user. */
export const pushSubscriptions = pgTable(
  "push_subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("push_subscriptions_endpoint_key").on(t.endpoint),
    index("push_subscriptions_user_idx").on(t.userId),
  ],
);

/**
 * What each model call cost (api/domain/usage.ts): one row per reply, regeneration or running
 * summary, with the member's plan at the time, for the operator's numbers. Ids are kept loose (set
 * null) so a deleted account, chat or bot leaves its costs counted without naming anyone.
 */
export const aiUsage = pgTable(
  "ai_usage",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: ["reply", "regenerate", "summary"] }).notNull(),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    botId: integer("bot_id").references(() => bots.id, { onDelete: "set null" }),
    messageId: integer("message_id").references(() => messages.id, { onDelete: "set null" }),
    planId: integer("plan_id").references(() => plans.id, { onDelete: "set null" }),
    modelId: integer("model_id").references(() => models.id, { onDelete: "set null" }),
    /** The model's name at its provider ("persona" for the offline engine). */
    model: text("model").notNull(),
    promptTokens: integer("prompt_tokens").notNull(),
    /** Reply and reasoning tokens together. */
    completionTokens: integer("completion_tokens").notNull(),
    reasoningTokens: integer("reasoning_tokens").notNull(),
    costUsd: doublePrecision("cost_usd").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("ai_usage_created_idx").on(t.createdAt), index("ai_usage_message_idx").on(t.messageId)],
);

/**
 * Each member's UTC day (api/domain/allowance.ts): replies counted against the plan's allowance,
 * claimed atomically before a send is stored, and AI spend against AI_USER_DAILY_USD.
 */
export const usageDays = pgTable(
  "usage_days",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
    messages: integer("messages").notNull().default(0),
    costUsd: doublePrecision("cost_usd").notNull().default(0),
    /** When the operators were told this member passed the day's spend ceiling (once a day). */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.day] })],
);

/**
 * A counter per member, bumped by the database itself (triggers of migration 0018) on every change
 * to what their pages show: their profile, plan, chats and messages, notifications, allowance,
 * favourites and memories. A page kept for a member (server/member-page-cache.js) is served again
 * only while this still reads what it read before the render, on whichever instance made the change.
 */
export const pageVersions = pgTable("page_versions", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
