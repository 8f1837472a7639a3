import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
} from "drizzle-orm/pg-core";
import { createdAt, updatedAt } from "./columns";
import { users } from "./accounts";
import { bots } from "./bots";

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

/**
 * How many times a member's memories (of any bot) have changed: moved by the database at commit
 * (migration 0021), whoever changes them, so a process that remembers what it read of them
 * (api/domain/memory-memo.ts) uses that only while this still reads what it read. No row: version 0.
 */
export const memoryVersions = pgTable("memory_versions", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});

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

/**
 * How many times a chat's history (its completed exchanges, as a prompt reads them) has changed:
 * moved by the database, not by the code that writes (migration 0020), so an edit made anywhere
 * (another instance, an operator, a sweep) moves it. A process that remembers a chat's history
 * (api/domain/history-memo.ts) uses it only while this still reads what it read. No foreign key:
 * the row goes with its chat at commit, as every move of it is made, so its lock is only ever taken
 * last (a chat's deletion never holds it while waiting for a reply being saved). No row: version 0.
 */
export const historyVersions = pgTable("history_versions", {
  conversationId: integer("conversation_id").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
