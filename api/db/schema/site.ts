import { sql } from "drizzle-orm";
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";
import { bots } from "./bots";

export const notifications = pgTable(
  "notifications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    message: text("message").notNull(),
    readAt: timestamp("read_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    index("notifications_user_idx").on(t.userId, t.createdAt),
    index("notifications_unread_idx")
      .on(t.userId)
      .where(sql`${t.readAt} is null`),
  ],
);

export const contentPages = pgTable(
  "content_pages",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    /** Sanitized HTML. */
    content: text("content").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("content_pages_slug_key").on(t.slug)],
);

export const socialLinks = pgTable(
  "social_links",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    url: text("url").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("social_links_title_key").on(t.title)],
);

/**
 * The home page's "Frequently Asked Questions" (docs/requirements/site.md#faq): seeded, then edited
 * by operators.
 */
export const faqs = pgTable(
  "faqs",
  {
    id: serial("id").primaryKey(),
    question: text("question").notNull(),
    answer: text("answer").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("faqs_question_key").on(t.question)],
);

export const contactMessages = pgTable("contact_messages", {
  id: serial("id").primaryKey(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  email: text("email").notNull(),
  message: text("message").notNull(),
  ip: text("ip"),
  /** Set when an operator marked it handled in the console's contact inbox. */
  handledAt: timestamp("handled_at", { withTimezone: true }),
  createdAt: createdAt(),
});

export const botReports = pgTable(
  "bot_reports",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    botId: integer("bot_id").references(() => bots.id, { onDelete: "set null" }),
    category: text("category", {
      enum: ["inappropriate", "offensive", "irrelevant", "technical"],
    }).notNull(),
    severity: text("severity", { enum: ["low", "medium", "high"] }).notNull(),
    description: text("description").notNull(),
    screenshotKey: text("screenshot_key"),
    /** Operator resolution: when, by whom, what was done and why. */
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
    resolvedBy: integer("resolved_by").references(() => users.id, { onDelete: "set null" }),
    resolution: text("resolution", { enum: ["dismiss", "hide_bot", "ban_user"] }),
    resolutionNote: text("resolution_note"),
    createdAt: createdAt(),
  },
  (t) => [
    index("bot_reports_bot_idx").on(t.botId),
    index("bot_reports_open_idx").on(t.resolvedAt, t.createdAt),
  ],
);
