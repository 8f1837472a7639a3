import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";
import { bots } from "./bots";

export const plans = pgTable(
  "plans",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    icon: text("icon").notNull(),
    priceCents: integer("price_cents").notNull(),
    interval: text("interval", { enum: ["day", "week", "month", "year"] }).notNull(),
    popular: boolean("popular").notNull().default(false),
    description: text("description").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    stripePriceId: text("stripe_price_id"),
    active: boolean("active").notNull().default(true),
    /** Fair use: replies a member may ask for per UTC day (api/domain/allowance.ts); null: unlimited. */
    dailyMessages: integer("daily_messages"),
  },
  (t) => [uniqueIndex("plans_slug_key").on(t.slug)],
);

export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id),
    /** The one bot a single-pass (day/week) plan is bound to; null until chosen or for other plans. */
    botId: integer("bot_id").references(() => bots.id, { onDelete: "set null" }),
    status: text("status", { enum: ["active", "past_due", "canceled", "expired"] })
      .notNull()
      .default("active"),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    provider: text("provider", { enum: ["local", "stripe"] }).notNull(),
    providerSubscriptionId: text("provider_subscription_id"),
    /** Cancelled by the member: usable until current_period_end, then it ends instead of renewing. */
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    /** The local checkout's card on file: only its last four digits (renewals charge it). */
    cardLast4: text("card_last4"),
    /** A failed renewal keeps chat open until then (past_due); after it the plan ends. */
    graceUntil: timestamp("grace_until", { withTimezone: true }),
    /** The period end the renewal reminder was mailed for, so each renewal is announced once. */
    remindedFor: timestamp("reminded_for", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("subscriptions_user_idx").on(t.userId, t.currentPeriodEnd),
    uniqueIndex("subscriptions_provider_sub_key").on(t.providerSubscriptionId),
    index("subscriptions_due_idx").on(t.currentPeriodEnd),
  ],
);

/** Every charge of a member: checkouts, renewals (paid or failed) and Stripe invoices. */
export const payments = pgTable(
  "payments",
  {
    /** Public id used in the receipt's URL; random, unguessable. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    subscriptionId: integer("subscription_id").references(() => subscriptions.id, { onDelete: "set null" }),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id),
    botId: integer("bot_id").references(() => bots.id, { onDelete: "set null" }),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: ["paid", "failed", "refunded"] }).notNull(),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
    /** The period the charge pays for. */
    periodStart: timestamp("period_start", { withTimezone: true }).notNull(),
    periodEnd: timestamp("period_end", { withTimezone: true }).notNull(),
    provider: text("provider", { enum: ["local", "stripe"] }).notNull(),
    /** Stripe's invoice id (or our checkout id), so a replayed event records nothing twice. */
    sourceId: text("source_id"),
    cardLast4: text("card_last4"),
  },
  (t) => [
    index("payments_user_idx").on(t.userId, t.paidAt),
    uniqueIndex("payments_source_key").on(t.sourceId),
  ],
);

export const checkoutSessions = pgTable(
  "checkout_sessions",
  {
    /** Public id used in /checkout/{id}; random, unguessable. */
    id: text("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: integer("plan_id")
      .notNull()
      .references(() => plans.id),
    botId: integer("bot_id").references(() => bots.id, { onDelete: "set null" }),
    amountCents: integer("amount_cents").notNull(),
    provider: text("provider", { enum: ["local", "stripe"] }).notNull(),
    providerSessionId: text("provider_session_id"),
    /** Where the buyer pays; kept so a repeated checkout of the same plan and bot reuses it. */
    checkoutUrl: text("checkout_url"),
    status: text("status", { enum: ["open", "paid", "expired"] })
      .notNull()
      .default("open"),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("checkout_sessions_user_idx").on(t.userId),
    uniqueIndex("checkout_sessions_provider_key").on(t.providerSessionId),
  ],
);
