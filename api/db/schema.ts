// One pg-core schema for both drivers (PGlite by default, PostgreSQL with DATABASE_URL).
// Emails are stored lower-cased so uniqueness and look-ups are case-insensitive.
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { BotCard } from "./bot-card";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    firstName: text("first_name").notNull(),
    lastName: text("last_name").notNull(),
    bio: text("bio").notNull().default(""),
    /** scrypt hash; null for accounts made by Google sign-in only. */
    passwordHash: text("password_hash"),
    avatarKey: text("avatar_key"),
    googleSub: text("google_sub"),
    stripeCustomerId: text("stripe_customer_id"),
    mailNotification: boolean("mail_notification").notNull().default(true),
    emailVerifiedAt: timestamp("email_verified_at", { withTimezone: true }),
    /** YYYY-MM-DD; null for accounts made before it was asked (they are asked before the dashboard). */
    birthDate: date("birth_date", { mode: "string" }),
    /** Set when the user said in chat they are a minor: romance bots are closed until an operator clears it. */
    ageReviewAt: timestamp("age_review_at", { withTimezone: true }),
    /** Settings → Preference: the language replies should be in (a name such as "French"); null: any. */
    language: text("language"),
    /** Settings → Preference: the interface's language (one of UI_LANGUAGES, "fr"); null: the browser's. */
    uiLanguage: text("ui_language"),
    /** "About you (for your bots)": how the user describes themselves to every bot (≤ 1,000 chars). */
    persona: text("persona").notNull().default(""),
    /** Set by an operator's ban: every token is revoked and sign-in says the account is suspended. */
    bannedAt: timestamp("banned_at", { withTimezone: true }),
    /** Set while two-factor sign-in is on (two_factor_secrets holds the secret, confirmed with a code). */
    twoFactorEnabledAt: timestamp("two_factor_enabled_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("users_email_key").on(t.email), uniqueIndex("users_google_sub_key").on(t.googleSub)],
);

/**
 * An account's authenticator-app secret (RFC 6238), encrypted with the server's key. Written by
 * set-up before it is confirmed with a code (then users.two_factor_enabled_at is set), deleted when
 * two-factor sign-in is turned off.
 */
export const twoFactorSecrets = pgTable("two_factor_secrets", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  /** AES-256-GCM of the base32 secret: "iv.tag.ciphertext", base64url. */
  secretEnc: text("secret_enc").notNull(),
  /** The time step of the last code accepted: a code is good once (RFC 6238 section 5.2). */
  lastStep: integer("last_step"),
  createdAt: createdAt(),
});

/** One-time recovery codes: only their sha256 is kept; used_at marks the one spent. */
export const twoFactorRecoveryCodes = pgTable(
  "two_factor_recovery_codes",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    codeHash: text("code_hash").notNull(),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index("two_factor_recovery_codes_user_idx").on(t.userId)],
);

/**
 * A sign-in waiting for its second step: the password (or Google) was accepted and the client holds
 * the challenge; only its sha256 is stored. Spent by the right code, dead after 5 wrong ones or 10
 * minutes.
 */
export const twoFactorChallenges = pgTable(
  "two_factor_challenges",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    challengeHash: text("challenge_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("two_factor_challenges_hash_key").on(t.challengeHash),
    index("two_factor_challenges_user_idx").on(t.userId),
  ],
);

export const apiTokens = pgTable(
  "api_tokens",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** sha256 of the bearer token; the token itself is never stored. */
    tokenHash: text("token_hash").notNull(),
    createdAt: createdAt(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
  },
  (t) => [uniqueIndex("api_tokens_hash_key").on(t.tokenHash), index("api_tokens_user_idx").on(t.userId)],
);

export const otpCodes = pgTable(
  "otp_codes",
  {
    id: serial("id").primaryKey(),
    email: text("email").notNull(),
    purpose: text("purpose", { enum: ["signup", "password_reset"] }).notNull(),
    codeHash: text("code_hash").notNull(),
    attempts: integer("attempts").notNull().default(0),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set once the code was verified (password reset keeps it until the new password is set). */
    verifiedAt: timestamp("verified_at", { withTimezone: true }),
    consumedAt: timestamp("consumed_at", { withTimezone: true }),
    /**
     * Sign-up codes: the password and names of the sign-up this code was sent for, applied when
     * it is verified (so a later sign-up that did not get this code cannot change them).
     */
    pendingPasswordHash: text("pending_password_hash"),
    pendingFirstName: text("pending_first_name"),
    pendingLastName: text("pending_last_name"),
    pendingBirthDate: date("pending_birth_date", { mode: "string" }),
    /**
     * SHA-256 of the key /sign-up returned to the client that made that sign-up: its verification
     * must name it, so a newer sign-up by someone else cannot be completed from the first one's screen.
     */
    pendingKeyHash: text("pending_key_hash"),
    createdAt: createdAt(),
  },
  (t) => [index("otp_codes_lookup_idx").on(t.email, t.purpose, t.createdAt)],
);

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

/**
 * A chat between a user and a bot; a user may have many with the same bot (the newest is "the" chat
 * of the spec's calls: docs/requirements/coming.md#conversations).
 */
export const conversations = pgTable(
  "conversations",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /**
     * The first participant (conversation_participants, position 0): kept on the chat because the
     * spec's one-bot calls (/bots/chatting/*, GET /chats/latest) and access checks find "the chat
     * with a bot" by it. A group's other characters are only in conversation_participants.
     */
    botId: integer("bot_id")
      .notNull()
      .references(() => bots.id, { onDelete: "cascade" }),
    /**
     * single: the one-bot chat of the spec's calls; group: made with several characters (or a
     * character added later), never "the" chat with any one bot.
     */
    kind: text("kind", { enum: ["single", "group"] })
      .notNull()
      .default("single"),
    /** A group's scenario, written by the member (each character's prompt has it); "" for none. */
    scenario: text("scenario").notNull().default(""),
    /** Editable; the bot's name and the start date by default (defaultChatTitle). */
    title: text("title").notNull().default(""),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    /**
     * Running summary of the exchanges that no longer fit the model's window
     * (docs/requirements/replies.md#model-path).
     */
    summary: text("summary").notNull().default(""),
    /** The newest message id the summary covers; null before anything was summarised. */
    summaryThroughId: integer("summary_through_id"),
    createdAt: createdAt(),
  },
  (t) => [
    index("conversations_user_recent_idx").on(t.userId, t.lastMessageAt),
    index("conversations_user_bot_recent_idx").on(t.userId, t.botId, t.lastMessageAt),
  ],
);

/**
 * The characters of a chat, in turn order: a one-bot chat is a group of one. Removing one keeps its
 * lines (messages.bot_id); at least one always stays.
 */
export const conversationParticipants = pgTable(
  "conversation_participants",
  {
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    botId: integer("bot_id")
      .notNull()
      .references(() => bots.id, { onDelete: "cascade" }),
    /** Turn order: 0 first; a character added later goes last. */
    position: integer("position").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.botId] }),
    index("conversation_participants_bot_idx").on(t.botId),
  ],
);

/**
 * One exchange: the user's message and the bot's reply to it (streamed, then completed or failed).
 * `alternatives` holds every completed reply to this message (regenerate adds one) and
 * `reply_message` is always the selected one, so history and older readers need nothing else; a
 * reply being written, or failed, is in `reply_message` only until it completes.
 */
export const messages = pgTable(
  "messages",
  {
    id: serial("id").primaryKey(),
    conversationId: integer("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /**
     * The character who speaks the reply (in a one-bot chat, the chat's bot). A bot deleted for good
     * takes its lines with it, as it takes its one-bot chats.
     */
    botId: integer("bot_id")
      .notNull()
      .references(() => bots.id, { onDelete: "cascade" }),
    /** The user's text as typed; null for the bot's greeting, and for a group's "Continue". */
    message: text("message"),
    /** The reply as sanitized HTML (rendered from the provider's Markdown). */
    replyMessage: text("reply_message").notNull().default(""),
    /** Completed replies (sanitized HTML), oldest first. */
    alternatives: jsonb("alternatives")
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** Index in `alternatives` of the reply shown (and remembered). */
    selected: integer("selected").notNull().default(0),
    /** The user's thumbs on the reply: 1 up, -1 down, 0 none. */
    rating: smallint("rating").notNull().default(0),
    status: text("status", { enum: ["pending", "streaming", "complete", "failed"] })
      .notNull()
      .default("pending"),
    error: text("error"),
    /**
     * Set when the safety layer shaped this reply (docs/requirements/safety.md#safety), so
     * operators can count them.
     */
    safety: text("safety", { enum: ["crisis", "minor", "disclosure", "blocked"] }),
    /**
     * What the latest reply cost at the model server (services/ai/usage.ts), for metering: as the
     * provider reported it, or counted with the tokenizer. Null: no model was asked (offline engine).
     */
    model: text("model"),
    promptTokens: integer("prompt_tokens"),
    /** Reply and reasoning tokens together. */
    completionTokens: integer("completion_tokens"),
    reasoningTokens: integer("reasoning_tokens"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    /**
     * The reply's liveness, only ever written with the database's now() (never a host's clock): its
     * generator beats it while it works; a busy row silent too long is failed (reply-sweeper.ts).
     */
    heartbeatAt: timestamp("heartbeat_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("messages_conversation_idx").on(t.conversationId, t.id),
    // Deleting a bot for good finds its lines in other chats' groups.
    index("messages_bot_idx").on(t.botId),
    // The sweeper's look-up: only busy rows, a handful at any time.
    index("messages_busy_heartbeat_idx")
      .on(t.heartbeatAt)
      .where(sql`${t.status} in ('pending', 'streaming')`),
  ],
);

/**
 * What a bot remembers about a user, across every chat with that bot
 * (docs/requirements/coming.md#memory).
 */
export const memories = pgTable(
  "memories",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    botId: integer("bot_id")
      .notNull()
      .references(() => bots.id, { onDelete: "cascade" }),
    /** One fact, ≤ 500 characters; automatic ones read "key: value" ("dog: Biscuit"). */
    text: text("text").notNull(),
    /** "auto": taken from the user's messages; "user": written (or corrected) by the user. */
    source: text("source", { enum: ["auto", "user"] }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("memories_user_bot_idx").on(t.userId, t.botId, t.id)],
);

/** Per user and bot memory settings; no row means the defaults (automatic memory on). */
export const memorySettings = pgTable(
  "memory_settings",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    botId: integer("bot_id")
      .notNull()
      .references(() => bots.id, { onDelete: "cascade" }),
    /** Automatic memory is paused: nothing new is taken from this user's messages to this bot. */
    paused: boolean("paused").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.botId] })],
);

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
