// The shapes of the operator console's answers (`data` of each /admin success envelope). Dates
// are ISO strings. Re-exported by contract/admin.ts, which holds the request schemas.
import type { Paged } from "./api-types";
import type { CharacterCardData } from "./characters";
import type { ReportCategory, ReportSeverity } from "./chat-schemas";
import type { PLAN_ICONS, PLAN_INTERVALS, ReportAction, ReviewStatus } from "./admin-enums";

/** GET /admin/overview */
export interface AdminOverview {
  members: number;
  /** Accounts that sent a message in the last 24 hours. */
  chatters_24h: number;
  /** The last 30 UTC days, oldest first, zero-filled; date is YYYY-MM-DD. */
  messages_per_day: { date: string; count: number }[];
  thumbs_up: number;
  thumbs_down: number;
  crisis_replies: number;
  blocked_replies: number;
  open_reports: number;
  age_reviews: number;
  pending_characters: number;
}

export interface AdminPerson {
  id: number;
  email: string;
  name: string;
}

/** GET /admin/reports?status=open|resolved&page= (Paged, newest and most severe first). */
export interface AdminReport {
  id: number;
  reporter: AdminPerson;
  /** null when the bot was deleted since. */
  bot: { id: number; name: string; image: string | null; hidden: boolean } | null;
  category: ReportCategory;
  severity: ReportSeverity;
  description: string;
  /** /api/v1/admin/reports/{id}/screenshot (admins only), or null. */
  screenshot_url: string | null;
  created_at: string;
  resolved_at: string | null;
  resolution: ReportAction | null;
  resolution_note: string | null;
  /** The last 10 exchanges of the reporter's most recent chat with the bot, oldest first (reply is sanitized HTML). */
  exchanges: { message: string | null; reply_message: string; created_at: string }[];
}

/** GET /admin/flags */
export interface AdminFlag {
  id: number;
  email: string;
  name: string;
  age_review_at: string;
  birth_date: string | null;
}

/** GET /admin/users?search=&page= (Paged) */
export interface AdminUser {
  id: number;
  email: string;
  name: string;
  verified: boolean;
  banned_at: string | null;
  age_review_at: string | null;
  created_at: string;
  reports_made: number;
  is_admin: boolean;
}

/** GET /admin/users/{id}: the account, the reports it made, and reports about bots it created. */
export interface AdminUserDetail extends AdminUser {
  birth_date: string | null;
  reports: AdminReportSummary[];
  /** Reports about characters this user created. */
  reports_about: AdminReportSummary[];
  characters: {
    id: number;
    name: string;
    visibility: string;
    review_status: ReviewStatus | null;
    hidden: boolean;
  }[];
}

export interface AdminReportSummary {
  id: number;
  bot: { id: number; name: string } | null;
  category: ReportCategory;
  severity: ReportSeverity;
  description: string;
  created_at: string;
  resolved_at: string | null;
  resolution: ReportAction | null;
}

/** The card as an operator edits it: the Character Card V2 fields a bot is played from, but its name. */
export type AdminCard = Pick<
  CharacterCardData,
  | "description"
  | "personality"
  | "scenario"
  | "first_mes"
  | "mes_example"
  | "system_prompt"
  | "post_history_instructions"
  | "tags"
>;

/** GET /admin/characters?status=pending|approved|rejected|all&page= (Paged, oldest pending first). */
export interface AdminCharacter {
  id: number;
  name: string;
  image: string | null;
  tagline: string;
  category: string;
  owner: AdminPerson;
  visibility: "private" | "unlisted" | "public";
  review_status: ReviewStatus | null;
  review_reason: string | null;
  hidden: boolean;
  created_at: string;
  card: AdminCard;
}

/** GET /admin/bots?search=&page= (Paged, every bot, hidden ones too), GET /admin/bots/{id}, PATCH answers. */
export interface AdminBot {
  id: number;
  slug: string;
  name: string;
  image: string | null;
  /** The tagline. */
  character: string;
  /** The short description. */
  text: string;
  category: string;
  owner: AdminPerson | null;
  visibility: "private" | "unlisted" | "public";
  review_status: ReviewStatus | null;
  hidden: boolean;
  hidden_at: string | null;
  /** When its creator deleted it while members still had chats with it (owner null, never listed). */
  archived_at: string | null;
  /** Listed on GET /bots right now. */
  in_catalogue: boolean;
  created_at: string;
  card: AdminCard;
  /** Its own model (GET /admin/models); null: the default model answers. */
  model_id: number | null;
}

/** GET /admin/plans (inactive ones too), POST/PATCH answers. price in dollars. */
export interface AdminPlan {
  id: number;
  slug: string;
  name: string;
  icon: (typeof PLAN_ICONS)[number];
  price: number;
  interval: (typeof PLAN_INTERVALS)[number];
  popular: boolean;
  active: boolean;
  /** Sanitized HTML (edit it as Markdown: HTML passes through). */
  description: string;
  sort_order: number;
  /** Fair use: replies a member may ask for per UTC day; null: unlimited. */
  daily_messages: number | null;
}

/** GET /admin/pages, PUT answer. content is the stored sanitized HTML. */
export interface AdminPage {
  slug: string;
  title: string;
  content: string;
  updated_at: string;
}

/** POST /admin/pages/preview */
export interface PagePreview {
  html: string;
}

export interface AdminFaq {
  id: number;
  question: string;
  answer: string;
  sort_order: number;
}

export interface AdminSocialLink {
  id: number;
  title: string;
  url: string;
  sort_order: number;
}

/** GET /admin/contact?status=open|handled&page= (Paged, newest first) */
export interface AdminContactMessage {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  message: string;
  created_at: string;
  handled_at: string | null;
}

/** GET /admin/audit?page= (Paged, newest first) */
export interface AuditEntry {
  id: number;
  admin_email: string;
  action: string;
  target_type: string;
  target_id: string;
  note: string;
  created_at: string;
}

export type AdminPaged<T> = Paged<T>;
