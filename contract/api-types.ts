// Shapes of the API's answers that the web app reads (docs/requirements/api.md#data,
// docs/requirements/api.md#api).
import type { BotVoice } from "./voice";
import type { SafetyMark } from "./safety";

export interface Bot {
  id: number;
  name: string;
  image: string | null;
  character: string;
  text: string;
  description: string;
  category: string;
  is_Fav: boolean;
  /** GET /bots/{id} only: the first message, then the alternate greetings. */
  greetings?: string[];
  /** GET /bots/{id} only: how Listen reads its replies aloud (contract/voice.ts). */
  voice?: BotVoice;
}

export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface Plan {
  id: number;
  name: string;
  icon: "spark" | "bolt" | "crown" | "gem";
  price: number;
  interval: "day" | "week" | "month" | "year";
  popular: boolean;
  description: string;
  /** Fair use: replies a day ("Up to 500 messages a day"); null: unlimited. */
  daily_messages: number | null;
}

export interface ContentPage {
  title: string;
  slug: string;
  last_updated: string;
  content: string;
}

/** The signed-in user (GET /auth/profile and the `user` of login, OTP verify and social login). */
export interface Profile {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  bio: string;
  /** URL path like /api/v1/media/avatars/<random>.png, or null. */
  avatar: string | null;
  created_at: string;
  mail_notification: boolean;
  /** YYYY-MM-DD; null for accounts made before sign-up asked (the web asks once before the dashboard). */
  birth_date: string | null;
  /** The account said in chat it is a minor and waits for an operator's review. */
  age_review: boolean;
  /** False for Google-only accounts: they confirm account deletion by typing their email. */
  has_password: boolean;
  /** Two-factor sign-in is on: signing in also takes a code from an authenticator app. */
  two_factor: boolean;
  /** "About you (for your bots)": the user's persona, up to 1,000 characters ("" for none). */
  persona: string;
  /** Settings → Preference: the language bots reply in (one of LANGUAGES), or null to follow the user. */
  language: string | null;
  /** Settings → Preference: the interface's language (one of UI_LANGUAGES), or null to follow the browser. */
  ui_language: string | null;
  /**
   * GET /auth/profile only: an operator (ADMIN_EMAILS, verified); the account menu links to the
   * console at /admin.
   */
  is_admin?: boolean;
  /**
   * GET /auth/profile only: a plan grants chat now (public "Chat Now" goes to the chat, else
   * /pricing: docs/requirements/dashboard.md#bot-chat-access).
   */
  subscribed?: boolean;
}

export interface AuthResult {
  token: string;
  user: Profile;
  /** Proves later that this client signed in to this account before (contract/known-device.ts). */
  device_token: string;
}

/** POST /sign-up: `signup_key` goes back with the code to /verify/otp. */
export interface SignUpResult {
  email: string;
  signup_key: string;
}

export interface NotificationItem {
  id: number;
  /** In the request's language; the English (the stored text) beside it when translated. */
  data: { title: string; message: string; title_en?: string; message_en?: string };
  read_at: string | null;
  created_at: string;
}

export interface NotificationsData {
  has_unread_notifications: boolean;
  notifications: NotificationItem[];
}

/** GET /dev/outbox (only while the outbox mailer is in use), newest first. */
export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

/** One exchange of a chat (GET /bots/chatting/{botId}): the user's message and the bot's reply. */
export interface ChatMessage {
  id: number;
  /** The user's text as typed; null for the stored greeting row. */
  message: string | null;
  /** Sanitized HTML (may be partial while streaming or after a failure). */
  reply_message: string;
  isUser: boolean;
  status: "pending" | "streaming" | "complete" | "failed";
  error: string | null;
  /** How the safety layer shaped the reply (crisis, minor, disclosure, blocked), else null. */
  safety: SafetyMark | null;
  created_at: string;
  /** The character who speaks the reply (in a one-bot chat, its bot); absent where not known. */
  speaker?: ChatSpeaker;
}

/** Who speaks a reply: in a group chat each line has its own character. */
export interface ChatSpeaker {
  id: number;
  name: string;
  image: string | null;
}

export interface ChatThread {
  bot_name: string;
  bot_id: number;
  bot_image: string | null;
  /** HTML of the bot's first_mes, also before the conversation has started. */
  greeting: string;
  messages: ChatMessage[];
  /** Which engine answers: the offline demo engine or a configured model. */
  engine: "persona" | "openai";
  /** Whether a crisis reply was given in this chat recently: the chat shows the resources banner. */
  crisis_banner: boolean;
}

/** GET /bots/chatting/history, most recent first. `id` is the bot id. */
export interface ChatHistoryItem {
  name: string;
  id: number;
  last_message_time: string;
  avatar: string | null;
}

/** A bot as a chat shows it (GET /chats, GET /chats/{id}). */
export interface ChatBotRef {
  id: number;
  name: string;
  image: string | null;
  /**
   * Its creator deleted it: the chats members already had with it stay, read-only ("no longer
   * available"); no new chat or message can be made with it.
   */
  archived: boolean;
}

/** A character of a chat (GET /chats/{id}, POST /chats): its reference and how Listen reads its lines. */
export interface ChatParticipant extends ChatBotRef {
  voice: BotVoice;
}

/** GET /chats, newest first (by last message). */
export interface ChatListItem {
  id: number;
  /** The first participant (a one-bot chat's bot). */
  bot: ChatBotRef;
  /** single: a one-bot chat; group: made with several characters (or one added later). */
  kind: ChatKind;
  /** Every character of the chat, in turn order (a one-bot chat: its bot). */
  participants: ChatBotRef[];
  /** Editable; defaults to the bot's name and the chat's start date. */
  title: string;
  /** One-line plain-text preview of the latest message (the user's, or the bot's reply); "" for none. */
  last_message: string;
  last_message_at: string;
}

export type ChatKind = "single" | "group";

/** POST /chats and PATCH /chats/{id}: the chat itself. */
export interface ChatSummary {
  id: number;
  /** The first participant (a one-bot chat's bot). */
  bot_id: number;
  kind: ChatKind;
  title: string;
  /** A group's scenario as the member wrote it; "" for none. */
  scenario: string;
  created_at: string;
  last_message_at: string;
}

/** One exchange of GET /chats/{id}; a superset of ChatMessage. */
export interface ChatDetailMessage extends ChatMessage {
  /** The chat this exchange belongs to. */
  chat_id: number;
  /** Every reply made for this message, as HTML; `reply_message === alternatives[selected]`. */
  alternatives: string[];
  selected: number;
  /** The user's thumbs: 1 up, -1 down, 0 none. */
  rating: -1 | 0 | 1;
  speaker: ChatSpeaker;
}

/** GET /chats/{id}: everything the chat page needs in one answer. */
export interface ChatDetail {
  id: number;
  title: string;
  /** The first participant (a one-bot chat's bot). */
  bot: ChatBotRef;
  bot_id: number;
  kind: ChatKind;
  /** A group's scenario as the member wrote it; "" for none. */
  scenario: string;
  /** Every character of the chat, in turn order; a one-bot chat has its bot alone. */
  participants: ChatParticipant[];
  /**
   * HTML of the bot's first_mes; the stored greeting row (message null) is also in `messages`. Empty
   * for a card without a greeting: the chat starts with the member's message.
   */
  greeting: string;
  /** Oldest first: every exchange, or with `?limit=` the newest page of them (before `?before=`). */
  messages: ChatDetailMessage[];
  /** Older exchanges than `messages[0]` exist (ask for them with `?before=messages[0].id`). */
  has_more: boolean;
  engine: "persona" | "openai";
  /** A crisis reply was given in this chat recently, wherever it is among the pages. */
  crisis_banner: boolean;
  /** The user has been chatting here for hours without a pause (counted over the whole chat). */
  break_suggested: boolean;
  created_at: string;
  last_message_at: string;
}

/** GET /chats/latest?bot_id=: the bot's most recent chat, or (none yet) its greeting with id null. */
export type LatestChat =
  | ChatDetail
  | (Omit<ChatDetail, "id" | "created_at" | "last_message_at"> & {
      id: null;
      created_at: null;
      last_message_at: null;
    });

/** POST /chats: the new chat and its stored greeting row (none when the card has no greeting). */
export interface ChatCreated extends ChatSummary {
  bot: ChatBotRef;
  participants: ChatParticipant[];
  messages: ChatDetailMessage[];
}

/** One thing a bot remembers about the user (per user and bot, across every chat with that bot). */
export interface Memory {
  id: number;
  text: string;
  /** "auto": taken from the user's messages; "user": added by the user. */
  source: "auto" | "user";
  created_at: string;
  updated_at: string;
}

/** GET /bots/{botId}/memories/settings and PUT it with `{ paused: boolean }`. */
export interface MemorySettings {
  /** Automatic memory is paused for this bot: nothing new is taken from the user's messages. */
  paused: boolean;
  /** At most this many memories per user and bot (200). */
  limit: number;
  /** How many memories are stored now. */
  count: number;
  /** The running summary of the most recent chat with this bot ("" when none). */
  summary: string;
}

/** GET /bots/{botId}/memories/settings: the settings and the bot they are about (archived ones too). */
export interface BotMemorySettings extends MemorySettings {
  bot: ChatBotRef;
}

export interface FavouriteToggleResult {
  bot_id: number;
  is_Fav: boolean;
}

/** GET /subscription/status. `subscription` is null unless a period is running now. */
/**
 * What a member's plan is doing: `canceling` is cancelled but usable until its period end,
 * `past_due` a failed renewal within its grace, `ended` over (the last plan is still shown).
 */
export type SubscriptionState = "active" | "canceling" | "past_due" | "ended";

/** GET /subscription/status. The top-level state fields mirror the subscription's (null: never subscribed). */
export interface SubscriptionStatus {
  is_subscribed: boolean;
  status: SubscriptionState | null;
  cancel_at_period_end: boolean;
  /** When the plan renews; null when it will not (single passes, cancelled, past due, ended). */
  renews_at: string | null;
  subscription: null | {
    id: number;
    plan_id: number;
    plan_name: string;
    /** The one bot a single-pass (day/week) plan is bound to; null until chosen or for other plans. */
    bot_id: number | null;
    bot_name: string | null;
    status: SubscriptionState;
    cancel_at_period_end: boolean;
    renews_at: string | null;
    current_period_end: string;
    /** Past due: chat keeps working until then. */
    grace_until: string | null;
    provider: "local" | "stripe";
    /** The local checkout's card on file (last four digits); null with Stripe. */
    card_last4: string | null;
    matched_db_product: { id: number; interval: Plan["interval"] };
  };
}

/** GET /subscription/payments (newest first) and GET /subscription/payments/{id} (the receipt). */
export interface PaymentItem {
  id: string;
  paid_at: string;
  amount_usd: number;
  plan: { id: number; name: string };
  bot: { id: number; name: string } | null;
  status: "paid" | "failed" | "refunded";
  /** The receipt page on the web app (its owner only). */
  receipt_url: string;
}

export interface Receipt extends PaymentItem {
  period_start: string;
  period_end: string;
  card_last4: string | null;
  provider: "local" | "stripe";
}

/** POST /subscription/payment. checkout_url is /checkout/{id} (local test mode) or Stripe's page. */
export interface PaymentStart {
  checkout_url: string;
  checkout_id: string;
}

/** GET /checkout/{id} (owner only). */
export interface CheckoutView {
  id: string;
  status: "open" | "paid" | "expired";
  provider: "local" | "stripe";
  plan: Plan;
  bot: { id: number; name: string; image: string | null } | null;
  /** Dollars. */
  amount: number;
  paid_at: string | null;
}

/** GET /faqs: the home page's "Frequently Asked Questions". */
export interface Faq {
  question: string;
  answer: string;
}
