import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { BotCard } from "../bot-card";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";

/**
 * The models replies can come from (the console's Models page, api/resources/admin/models.ts). A
 * model names a provider, which is configuration (AI_BASE_URL, AI_PROVIDERS: keys stay in the
 * environment), and carries the request's parameters and budgets. Null sampling values are left to
 * the provider. At most one row is the default; with none, the offline engine answers.
 */
export const models = pgTable(
  "models",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    provider: text("provider").notNull(),
    model: text("model").notNull(),
    contextTokens: integer("context_tokens").notNull(),
    maxOutputTokens: integer("max_output_tokens").notNull(),
    reasoning: boolean("reasoning").notNull().default(false),
    temperature: doublePrecision("temperature"),
    topP: doublePrecision("top_p"),
    minP: doublePrecision("min_p"),
    frequencyPenalty: doublePrecision("frequency_penalty"),
    presencePenalty: doublePrecision("presence_penalty"),
    inputPricePerMtok: doublePrecision("input_price_per_mtok"),
    outputPricePerMtok: doublePrecision("output_price_per_mtok"),
    active: boolean("active").notNull().default(true),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("models_one_default_key")
      .on(t.isDefault)
      .where(sql`${t.isDefault}`),
  ],
);

export const bots = pgTable(
  "bots",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    category: text("category").notNull(),
    character: text("character").notNull(),
    text: text("text").notNull(),
    /** Image URL path (served by the media resource); null shows the web app's fallback. */
    image: text("image"),
    /**
     * A member's character's picture at its own aspect (at most 1,536 px on the long side), beside the
     * square avatar in `image`: the PNG card export writes the card into it. Null: export the avatar.
     */
    originalImage: text("original_image"),
    card: jsonb("card").$type<Omit<BotCard, "name">>().notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
    /** The member who created or imported this character; null for the seeded catalogue. */
    ownerId: integer("owner_id").references(() => users.id, { onDelete: "cascade" }),
    /** private: only the owner; unlisted: anyone with the link; public: the catalogue once approved. */
    visibility: text("visibility", { enum: ["private", "unlisted", "public"] })
      .notNull()
      .default("public"),
    /** Operator review of a member's public character; null when none was asked (seeded bots, private ones). */
    reviewStatus: text("review_status", { enum: ["pending", "approved", "rejected"] }),
    /** Why an operator rejected it; the creator sees it. */
    reviewReason: text("review_reason"),
    /** Set when an operator hides the bot: gone from every list and its chats closed. */
    hiddenAt: timestamp("hidden_at", { withTimezone: true }),
    /**
     * Set when its creator deleted it (or their account) while other members had chats or memories
     * with it: owner gone, out of every list, no new chats or messages, but those chats still read
     * (api/domain/characters/retire.ts). Deleted for good once the last of them is gone.
     */
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    /** The model its replies come from (api/domain/models.ts); null: the default model. */
    modelId: integer("model_id").references(() => models.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("bots_slug_key").on(t.slug),
    index("bots_category_idx").on(t.category),
    index("bots_sort_idx").on(t.sortOrder, t.id),
    index("bots_owner_idx").on(t.ownerId, t.createdAt),
    index("bots_review_idx").on(t.reviewStatus),
  ],
);

// The table keeps the name it was created with; the code spells it our way.
export const favourites = pgTable(
  "favorites",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    botId: integer("bot_id")
      .notNull()
      .references(() => bots.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.botId] }), index("favorites_bot_idx").on(t.botId)],
);
