// Shapes of the API's answers that the web app reads (§3, §7).
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
}

export interface AuthResult {
  token: string;
  user: Profile;
}

/** POST /sign-up: `signup_key` goes back with the code to /verify/otp. */
export interface SignUpResult {
  email: string;
  signup_key: string;
}

export interface NotificationItem {
  id: number;
  data: { title: string; message: string };
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

/** POST /bots/chatting/send in JSON mode. */
export interface ChatSendResult {
  reply: string;
  message: ChatMessage;
}

/** Server-sent events of POST /bots/chatting/send with Accept: text/event-stream. */
export type ChatStreamEvent =
  | { event: "message"; data: { id: number; message: string | null } }
  | { event: "token"; data: { text: string } }
  | { event: "done"; data: { id: number; reply_message: string } }
  | { event: "error"; data: { id: number; message: string } };

export interface FavoriteToggleResult {
  bot_id: number;
  is_Fav: boolean;
}

/** GET /subscription/status. `subscription` is null unless a period is running now. */
export interface SubscriptionStatus {
  is_subscribed: boolean;
  subscription: null | {
    id: number;
    plan_id: number;
    plan_name: string;
    /** The one bot a single-pass (day/week) plan is bound to; null until chosen or for other plans. */
    bot_id: number | null;
    bot_name: string | null;
    status: "active" | "past_due" | "canceled" | "expired";
    current_period_end: string;
    matched_db_product: { id: number; interval: Plan["interval"] };
  };
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
