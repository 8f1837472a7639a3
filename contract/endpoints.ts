// Every API call the web app makes, typed (docs/architecture.md#the-apiclient): the key is the
// method and the path template, the entry says what the call sends (path params, query, JSON or
// multipart body) and what the success envelope's `data` holds. `callApi(endpoints["GET /bots/:id"],
// { params: { id } })` (app/utils/api.server.ts) is checked against it, and "go to definition" on
// the key lands here, where each entry names the resource file and handler that serves it
// (api/resources/index.ts is the table of prefixes). tests/api/endpoints-map.test.ts proves the API
// has a route for every entry. The URLs are the API's contract (docs/requirements/api.md#api).
import type { z } from "zod";
import type { MemberUsage, RevenueSum, UsageSum } from "./usage";
import type { birthDateSchema, changePasswordSchema, loginSchema, signUpSchema } from "./auth-schemas";
import type { preferencesSchema, deleteWithEmailSchema, deleteWithPasswordSchema } from "./account";
import type {
  adminNoteSchema,
  botUpdateSchema,
  faqSchema,
  pagePreviewSchema,
  pageSchema,
  planCreateSchema,
  planUpdateSchema,
  rejectCharacterSchema,
  resolveReportSchema,
  socialLinkSchema,
  AdminBot,
  AdminCharacter,
  AdminContactMessage,
  AdminFaq,
  AdminFlag,
  AdminOverview,
  AdminPage,
  AdminPaged,
  AdminPlan,
  AdminReport,
  AdminSocialLink,
  AdminUser,
  AdminUserDetail,
  AuditEntry,
  PagePreview,
} from "./admin";
import type {
  AdminModel,
  AdminProvider,
  botModelSchema,
  ModelChoice,
  ModelTestResult,
  modelCreateSchema,
  modelUpdateSchema,
} from "./admin-models";
import type {
  AuthResult,
  Bot,
  BotMemorySettings,
  ChatCreated,
  ChatDetail,
  ChatDetailMessage,
  ChatHistoryItem,
  ChatListItem,
  ChatMessage,
  ChatParticipant,
  ChatSummary,
  CheckoutView,
  ContentPage,
  Faq,
  FavouriteToggleResult,
  LatestChat,
  Memory,
  MemorySettings,
  NotificationsData,
  OutboxMail,
  Paged,
  PaymentStart,
  Plan,
  PaymentItem,
  Profile,
  Receipt,
  SignUpResult,
  SubscriptionStatus,
} from "./api-types";
import type { CharacterImportInput, CharacterImportPreview, CharacterInput, MyCharacter } from "./characters";
import type { cardSchema } from "./checkout";
import type { ContactInput } from "./contact-schema";
import type { OtpPurpose } from "./auth-schemas";
import type {
  RecoveryCodes,
  TwoFactorChallenge,
  TwoFactorStatus,
  twoFactorDisableSchema,
  twoFactorEnableSchema,
} from "./two-factor";

/** What accepting a password, a sign-up code or Google gives: the session, or the second step's challenge. */
type SignInResult = AuthResult | TwoFactorChallenge;

export type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
type QueryValue = string | number | boolean | null | undefined;

/** What one call sends besides its path, and the `data` of its success envelope. */
export interface Shape {
  query?: Record<string, QueryValue>;
  /** The JSON body; optional here means the call may leave it out. */
  json?: unknown;
  /** A multipart body (an upload) instead of, or besides, `json`. */
  form?: true;
  data: unknown;
}

/** An entry of the map: its key, and the method, path template and fixed query read from it. */
export interface Endpoint<K extends string = string, S = Shape> {
  readonly key: K;
  readonly method: Method;
  /** The template, with `:name` for each path parameter ("/bots/:botId/memories"). */
  readonly path: string;
  /** Query fields the key itself fixes ("POST /characters/import?dry_run=1"). */
  readonly fixedQuery: Readonly<Record<string, string>>;
  /** Never set: carries the entry's types to the compiler. */
  readonly shape?: S;
}

/** The entry's types, declared once per key below. */
const shape = <S extends Shape>() => undefined as unknown as S;

type Id = number | string;
/** "/bots/:botId/memories/:id" → { botId; id }. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: Id } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: Id }
    : Record<never, never>;
/** The path template of a key: "GET /bots/:id?x=1" → "/bots/:id". */
export type PathOf<K extends string> = K extends `${Method} ${infer P}`
  ? P extends `${infer Path}?${string}`
    ? Path
    : P
  : never;

function readKey(key: string) {
  const [method, target = ""] = key.split(" ");
  const [path = "", query = ""] = target.split("?");
  return {
    key,
    method: method as Method,
    path,
    fixedQuery: Object.freeze(Object.fromEntries(new URLSearchParams(query))),
  };
}

function withKeys<D extends Record<`${Method} /${string}`, Shape>>(
  defs: D,
): { readonly [K in keyof D]: Endpoint<K & string, D[K]> } {
  return Object.freeze(
    Object.fromEntries(Object.keys(defs).map((key) => [key, Object.freeze(readKey(key))])),
  ) as {
    readonly [K in keyof D]: Endpoint<K & string, D[K]>;
  };
}

/** A page of a list: `?page=&per_page=` (and `search` where the list has it). */
type PageQuery = { page?: number | string; per_page?: number | string };
/** from/to: YYYY-MM-DD (inclusive UTC days); group: day, model, plan or bot (revenue: day or plan). */
type UsageQuery = { from?: string; to?: string; group?: string; model?: string };
type AdminNote = z.output<typeof adminNoteSchema>;

export const endpoints = withKeys({
  // Accounts: api/resources/sign-up.ts, auth.ts, password.ts, google.ts (docs/requirements/accounts.md).
  /** Served by api/resources/sign-up.ts, signUpResource POST / (mounted at /sign-up). */
  "POST /sign-up": shape<{ json: z.output<typeof signUpSchema>; data: SignUpResult }>(),
  /** Served by api/resources/sign-up.ts, verifyResource POST /otp (mounted at /verify). */
  "POST /verify/otp": shape<{
    json: { email: string; otp: string; signup_key?: string };
    data: SignInResult;
  }>(),
  /** Served by api/resources/sign-up.ts, otpResource POST /resend (mounted at /otp). */
  "POST /otp/resend": shape<{ json: { email: string; purpose: OtpPurpose }; data: { email: string } }>(),
  /** Served by api/resources/auth.ts, loginResource POST / (mounted at /login). */
  "POST /login": shape<{ json: z.output<typeof loginSchema>; data: SignInResult }>(),
  /** Served by api/resources/two-factor.ts, twoFactorSignInResource POST /verify (mounted at /two-factor). */
  "POST /two-factor/verify": shape<{ json: { challenge: string; code: string }; data: AuthResult }>(),
  /** Served by api/resources/password.ts, POST /forgot. */
  "POST /password/forgot": shape<{ json: { email: string }; data: { email: string } }>(),
  /** Served by api/resources/password.ts, POST /verify. */
  "POST /password/verify": shape<{
    json: { email: string; otp: string };
    data: { email: string; otp: string };
  }>(),
  /** Served by api/resources/password.ts, POST or PUT /reset (`_method: "PUT"` as Laravel clients send it). */
  "POST /password/reset": shape<{
    json: {
      email: string;
      otp: string;
      new_password: string;
      new_password_confirmation: string;
      _method?: "PUT";
    };
    data: { email: string };
  }>(),
  /** Served by api/resources/google.ts, socialLoginResource POST / (mounted at /social-login). */
  "POST /social-login": shape<{ json: { token: string; provider: "google" }; data: SignInResult }>(),

  // The signed-in account under /auth: auth.ts, profile.ts, account.ts.
  /** Served by api/resources/auth.ts, authResource POST /change-password. */
  "POST /auth/change-password": shape<{
    json: z.output<typeof changePasswordSchema>;
    data: { token: string };
  }>(),
  /** Served by api/resources/auth.ts, authResource POST /logout. */
  "POST /auth/logout": shape<{ data: null }>(),
  /** Served by api/resources/profile.ts, GET /profile. */
  "GET /auth/profile": shape<{ data: Profile }>(),
  /** Served by api/resources/profile.ts, POST or PUT /profile: the settings form, multipart with the photo. */
  "POST /auth/profile": shape<{ form: true; data: Profile }>(),
  /** Served by api/resources/profile.ts, POST or PUT /profile: a JSON update of some fields. */
  "PUT /auth/profile": shape<{ json: { persona: string }; data: Profile }>(),
  /** Served by api/resources/profile.ts, POST /birth-date. */
  "POST /auth/birth-date": shape<{ json: z.output<typeof birthDateSchema>; data: Profile }>(),
  /** Served by api/resources/account.ts, DELETE /account. */
  "DELETE /auth/account": shape<{
    json: z.output<typeof deleteWithPasswordSchema> | z.output<typeof deleteWithEmailSchema>;
    data: null;
  }>(),
  /** Served by api/resources/account.ts, POST /logout-all. */
  "POST /auth/logout-all": shape<{ data: null }>(),
  /** Served by api/resources/account.ts, PUT /preferences. */
  "PUT /auth/preferences": shape<{ json: z.output<typeof preferencesSchema>; data: Profile }>(),
  /** Served by api/resources/two-factor.ts, twoFactorSettingsResource GET /two-factor. */
  "GET /auth/two-factor": shape<{ data: TwoFactorStatus }>(),
  /** Served by api/resources/two-factor.ts, twoFactorSettingsResource POST /two-factor/setup. */
  "POST /auth/two-factor/setup": shape<{ data: TwoFactorStatus }>(),
  /** Served by api/resources/two-factor.ts, twoFactorSettingsResource POST /two-factor/enable. */
  "POST /auth/two-factor/enable": shape<{
    json: z.output<typeof twoFactorEnableSchema>;
    data: RecoveryCodes;
  }>(),
  /** Served by api/resources/two-factor.ts, twoFactorSettingsResource POST /two-factor/disable. */
  "POST /auth/two-factor/disable": shape<{ json: z.output<typeof twoFactorDisableSchema>; data: null }>(),
  /** Served by api/resources/two-factor.ts, twoFactorSettingsResource POST /two-factor/recovery-codes. */
  "POST /auth/two-factor/recovery-codes": shape<{ json: { code: string }; data: RecoveryCodes }>(),

  // The dashboard's bell and devices: notifications.ts, push.ts.
  /** Served by api/resources/notifications.ts, notificationsResource GET /. */
  "GET /notifications": shape<{ data: NotificationsData }>(),
  /** Served by api/resources/notifications.ts, readNotificationResource PATCH / (mounted at /read-notification). */
  "PATCH /read-notification": shape<{ data: NotificationsData }>(),
  /** Served by api/resources/push.ts, GET /public-key. */
  "GET /push/public-key": shape<{ data: { key: string } }>(),
  /** Served by api/resources/push.ts, POST /subscriptions (the body is the browser's PushSubscription). */
  "POST /push/subscriptions": shape<{ json: unknown; data: { endpoint: string } }>(),
  /** Served by api/resources/push.ts, DELETE /subscriptions ({ endpoint }). */
  "DELETE /push/subscriptions": shape<{ json: unknown; data: { endpoint: string } }>(),

  // Bots and characters: bots.ts, characters.ts, favorites.ts.
  /** Served by api/resources/bots.ts, GET /. */
  "GET /bots": shape<{
    query: PageQuery & { search?: string; category?: string };
    data: Paged<Bot>;
  }>(),
  /** Served by api/resources/bots.ts, GET /filter: the categories. */
  "GET /bots/filter": shape<{ data: string[] }>(),
  /** Served by api/resources/bots.ts, GET /:id. */
  "GET /bots/:id": shape<{ data: Bot }>(),
  /** Served by api/resources/characters.ts, GET /mine. */
  "GET /characters/mine": shape<{ data: MyCharacter[] }>(),
  /** Served by api/resources/characters.ts, POST / (multipart when an avatar comes along). */
  "POST /characters": shape<{ json: CharacterInput; form: true; data: MyCharacter }>(),
  /** Served by api/resources/characters.ts, PATCH /:id (multipart when an avatar comes along). */
  "PATCH /characters/:id": shape<{ json: CharacterInput; form: true; data: MyCharacter }>(),
  /** Served by api/resources/characters.ts, DELETE /:id. */
  "DELETE /characters/:id": shape<{ data: null }>(),
  /** Served by api/resources/characters.ts, POST /import with ?dry_run=1: the card file read, nothing saved. */
  "POST /characters/import?dry_run=1": shape<{ form: true; data: CharacterImportPreview }>(),
  /** Served by api/resources/characters.ts, POST /import: the previewed card saved. */
  "POST /characters/import": shape<{ json: CharacterImportInput; data: MyCharacter }>(),
  /** Served by api/resources/favorites.ts, GET /. */
  "GET /favorites": shape<{ query: PageQuery & { search?: string }; data: Bot[] }>(),
  /** Served by api/resources/favorites.ts, POST /toggle. */
  "POST /favorites/toggle": shape<{ json: { bot_id: number }; data: FavouriteToggleResult }>(),

  // Chats: chatting.ts (the spec's per-bot chat), chats.ts, messages.ts, memories.ts.
  /** Served by api/resources/chatting.ts, GET /history. */
  "GET /bots/chatting/history": shape<{ data: ChatHistoryItem[] }>(),
  /** Served by api/resources/chatting.ts, DELETE /:botId. */
  "DELETE /bots/chatting/:botId": shape<{ data: null }>(),
  /** Served by api/resources/chatting.ts, POST /send (JSON: waits for the whole reply; the stream route passes SSE through). */
  "POST /bots/chatting/send": shape<{
    json: { bot_id?: number; message: string; chat_id?: number; retry_id?: number; speaker_id?: number };
    data: { reply: string; message: ChatMessage };
  }>(),
  /** Served by api/resources/chats.ts, GET /. */
  "GET /chats": shape<{ query?: { bot_id?: number }; data: ChatListItem[] }>(),
  /** Served by api/resources/chats.ts, GET /latest. */
  "GET /chats/latest": shape<{
    query: { bot_id: number; limit?: number; before?: number };
    data: LatestChat;
  }>(),
  /** Served by api/resources/chats.ts, POST /. */
  "POST /chats": shape<{
    json: { bot_id: number; greeting?: number } | { bot_ids: number[]; title?: string; scenario?: string };
    data: ChatCreated;
  }>(),
  /** Served by api/resources/chats.ts, POST /:id/participants: the chat's characters after. */
  "POST /chats/:id/participants": shape<{ json: { bot_id: number }; data: ChatParticipant[] }>(),
  /** Served by api/resources/chats.ts, DELETE /:id/participants/:botId: the chat's characters after. */
  "DELETE /chats/:id/participants/:botId": shape<{ data: ChatParticipant[] }>(),
  /** Served by api/resources/chats.ts, POST /:id/continue (JSON: waits for the reply; SSE with Accept). */
  "POST /chats/:id/continue": shape<{
    json: { speaker_id?: number };
    data: { reply: string; message: ChatDetailMessage };
  }>(),
  /** Served by api/resources/chats.ts, GET /:id. */
  "GET /chats/:id": shape<{ query: { limit?: number; before?: number }; data: ChatDetail }>(),
  /** Served by api/resources/chats.ts, PATCH /:id. */
  "PATCH /chats/:id": shape<{ json: { title: string }; data: ChatSummary }>(),
  /** Served by api/resources/chats.ts, DELETE /:id. */
  "DELETE /chats/:id": shape<{ data: null }>(),
  /** Served by api/resources/messages.ts, POST /:id/regenerate (JSON: waits for the new reply). */
  "POST /messages/:id/regenerate": shape<{ data: { reply: string; message: ChatDetailMessage } }>(),
  /** Served by api/resources/messages.ts, PATCH /:id: the edited text, then a new reply. */
  "PATCH /messages/:id": shape<{
    json: { message: string };
    data: { reply: string; message: ChatDetailMessage };
  }>(),
  /** Served by api/resources/messages.ts, POST /:id/select (`index` as the form sent it). */
  "POST /messages/:id/select": shape<{ json: { index: unknown }; data: ChatDetailMessage }>(),
  /** Served by api/resources/messages.ts, POST /:id/rating (`value` as the form sent it). */
  "POST /messages/:id/rating": shape<{ json: { value: unknown }; data: ChatDetailMessage }>(),
  /** Served by api/resources/messages.ts, DELETE /:id: the message and everything after it. */
  "DELETE /messages/:id": shape<{ data: { removed: number } }>(),
  /** Served by api/resources/memories.ts, botMemoriesResource GET / (mounted at /bots/:botId/memories). */
  "GET /bots/:botId/memories": shape<{ data: Memory[] }>(),
  /** Served by api/resources/memories.ts, botMemoriesResource POST /. */
  "POST /bots/:botId/memories": shape<{ json: { text: string }; data: Memory }>(),
  /** Served by api/resources/memories.ts, botMemoriesResource GET /settings. */
  "GET /bots/:botId/memories/settings": shape<{ data: BotMemorySettings }>(),
  /** Served by api/resources/memories.ts, botMemoriesResource PUT /settings. */
  "PUT /bots/:botId/memories/settings": shape<{ json: { paused: boolean }; data: MemorySettings }>(),
  /** Served by api/resources/memories.ts, memoriesResource PATCH /:id. */
  "PATCH /memories/:id": shape<{ json: { text: string }; data: Memory }>(),
  /** Served by api/resources/memories.ts, memoriesResource DELETE /:id. */
  "DELETE /memories/:id": shape<{ data: null }>(),
  /** Served by api/resources/issues.ts, POST / (multipart: the report and its screenshot). */
  "POST /issues": shape<{ form: true; data: unknown }>(),

  // Plans and payments: subscription.ts, checkout.ts (docs/requirements/api.md#payments).
  /** Served by api/resources/subscription.ts, GET /panels. */
  "GET /subscription/panels": shape<{ data: Plan[] }>(),
  /** Served by api/resources/usage.ts, GET /: the member's allowance today. */
  "GET /usage": shape<{ data: MemberUsage }>(),
  /** Served by api/resources/subscription.ts, GET /status. */
  "GET /subscription/status": shape<{ data: SubscriptionStatus }>(),
  /** Served by api/resources/subscription.ts, POST /payment. */
  "POST /subscription/payment": shape<{
    json: { product_id: number; bot_id?: number | null };
    data: PaymentStart;
  }>(),
  /** Served by api/resources/checkout.ts, GET /:id. */
  "GET /checkout/:id": shape<{ data: CheckoutView }>(),
  /** Served by api/resources/checkout.ts, POST /local/:id/pay. */
  "POST /checkout/local/:id/pay": shape<{ json: z.output<typeof cardSchema>; data: CheckoutView }>(),
  /** Served by api/resources/checkout.ts, POST /local/advance (demo mode only: the demo clock). */
  "POST /checkout/local/advance": shape<{ json: { days: number }; data: SubscriptionStatus }>(),
  /** Served by api/resources/subscription-billing.ts, POST /cancel. */
  "POST /subscription/cancel": shape<{ json?: Record<string, never>; data: SubscriptionStatus }>(),
  /** Served by api/resources/subscription-billing.ts, POST /resume. */
  "POST /subscription/resume": shape<{ json?: Record<string, never>; data: SubscriptionStatus }>(),
  /** Served by api/resources/subscription-billing.ts, POST /card (the local checkout's card on file). */
  "POST /subscription/card": shape<{ json: z.output<typeof cardSchema>; data: SubscriptionStatus }>(),
  /** Served by api/resources/subscription-billing.ts, POST /portal (Stripe's billing portal). */
  "POST /subscription/portal": shape<{ json?: Record<string, never>; data: { url: string } }>(),
  /** Served by api/resources/subscription-billing.ts, GET /payments (newest first). */
  "GET /subscription/payments": shape<{ data: PaymentItem[] }>(),
  /** Served by api/resources/subscription-billing.ts, GET /payments/:id (the member's own receipt). */
  "GET /subscription/payments/:id": shape<{ data: Receipt }>(),

  // The public site: social-links.ts, dynamic-pages.ts, faqs.ts, contact.ts, dev-outbox.ts.
  /** Served by api/resources/social-links.ts, GET / (mounted at /social-link). */
  "GET /social-link": shape<{ data: { title: string; url: string }[] }>(),
  /** Served by api/resources/dynamic-pages.ts, GET /. */
  "GET /dynamic-pages": shape<{ data: { title: string; slug: string }[] }>(),
  /** Served by api/resources/dynamic-pages.ts, GET /:slug. */
  "GET /dynamic-pages/:slug": shape<{ data: ContentPage }>(),
  /** Served by api/resources/faqs.ts, GET /. */
  "GET /faqs": shape<{ data: Faq[] }>(),
  /** Served by api/resources/contact.ts, POST /send (mounted at /contact-us). */
  "POST /contact-us/send": shape<{ json: ContactInput; data: null }>(),
  /** Served by api/resources/dev-outbox.ts, GET /outbox (mounted at /dev; demo mode only). */
  "GET /dev/outbox": shape<{ query: { to: string }; data: OutboxMail[] }>(),

  // The operator console: api/resources/admin/, each area under /admin (admin/index.ts).
  /** Served by api/resources/admin/overview.ts, adminOverviewRoutes GET /. */
  "GET /admin/overview": shape<{ data: AdminOverview }>(),
  /** Served by api/resources/admin/overview.ts, adminAuditRoutes GET /. */
  "GET /admin/audit": shape<{ query: PageQuery; data: AdminPaged<AuditEntry> }>(),
  /** Served by api/resources/admin/reports.ts, GET /. */
  "GET /admin/reports": shape<{ query: PageQuery & { status: string }; data: AdminPaged<AdminReport> }>(),
  /** Served by api/resources/admin/reports.ts, POST /:id/resolve. */
  "POST /admin/reports/:id/resolve": shape<{ json: z.output<typeof resolveReportSchema>; data: null }>(),
  /** Served by api/resources/admin/users.ts, adminUsersRoutes GET /. */
  "GET /admin/users": shape<{ query: PageQuery & { search?: string }; data: AdminPaged<AdminUser> }>(),
  /** Served by api/resources/admin/users.ts, adminUsersRoutes GET /:id. */
  "GET /admin/users/:id": shape<{ data: AdminUserDetail }>(),
  /** Served by api/resources/admin/users.ts, adminUsersRoutes POST /:id/ban. */
  "POST /admin/users/:id/ban": shape<{ json: AdminNote; data: AdminUserDetail }>(),
  /** Served by api/resources/admin/users.ts, adminUsersRoutes POST /:id/unban. */
  "POST /admin/users/:id/unban": shape<{ json: AdminNote; data: AdminUserDetail }>(),
  /** Served by api/resources/admin/users.ts, adminFlagsRoutes GET /. */
  "GET /admin/flags": shape<{ data: AdminFlag[] }>(),
  /** Served by api/resources/admin/users.ts, adminFlagsRoutes POST /:id/clear. */
  "POST /admin/flags/:id/clear": shape<{ json: AdminNote; data: null }>(),
  /** Served by api/resources/admin/characters.ts, GET /. */
  "GET /admin/characters": shape<{
    query: PageQuery & { status: string };
    data: AdminPaged<AdminCharacter>;
  }>(),
  /** Served by api/resources/admin/characters.ts, POST /:id/approve. */
  "POST /admin/characters/:id/approve": shape<{ json: Record<string, never>; data: AdminCharacter }>(),
  /** Served by api/resources/admin/characters.ts, POST /:id/reject. */
  "POST /admin/characters/:id/reject": shape<{
    json: z.output<typeof rejectCharacterSchema>;
    data: AdminCharacter;
  }>(),
  /** Served by api/resources/admin/bots.ts, GET /. */
  "GET /admin/bots": shape<{ query: PageQuery & { search?: string }; data: AdminPaged<AdminBot> }>(),
  /** Served by api/resources/admin/bots.ts, GET /:id. */
  "GET /admin/bots/:id": shape<{ data: AdminBot }>(),
  /** Served by api/resources/admin/bots.ts, PATCH /:id. */
  "PATCH /admin/bots/:id": shape<{ json: z.input<typeof botUpdateSchema>; data: AdminBot }>(),
  /** Served by api/resources/admin/bots.ts, POST /:id/image (multipart). */
  "POST /admin/bots/:id/image": shape<{ form: true; data: AdminBot }>(),
  /** Served by api/resources/admin/bots.ts, POST /:id/hide. */
  "POST /admin/bots/:id/hide": shape<{ json: AdminNote; data: AdminBot }>(),
  /** Served by api/resources/admin/bots.ts, POST /:id/unhide. */
  "POST /admin/bots/:id/unhide": shape<{ json: AdminNote; data: AdminBot }>(),
  /** Served by api/resources/characters.ts, GET /models. */
  "GET /characters/models": shape<{ data: ModelChoice[] }>(),
  /** Served by api/resources/characters.ts, PATCH /:id/model. */
  "PATCH /characters/:id/model": shape<{
    json: z.input<typeof botModelSchema>;
    data: { id: number; model_id: number | null };
  }>(),
  /** Served by api/resources/admin/models.ts, GET /. */
  "GET /admin/models": shape<{ data: AdminModel[] }>(),
  /** Served by api/resources/admin/models.ts, GET /providers. */
  "GET /admin/models/providers": shape<{ data: AdminProvider[] }>(),
  /** Served by api/resources/admin/models.ts, POST /. */
  "POST /admin/models": shape<{ json: z.input<typeof modelCreateSchema>; data: AdminModel }>(),
  /** Served by api/resources/admin/models.ts, PATCH /:id. */
  "PATCH /admin/models/:id": shape<{ json: z.input<typeof modelUpdateSchema>; data: AdminModel }>(),
  /** Served by api/resources/admin/models.ts, DELETE /:id. */
  "DELETE /admin/models/:id": shape<{ data: null }>(),
  /** Served by api/resources/admin/models.ts, GET /:id/test. */
  "GET /admin/models/:id/test": shape<{ data: ModelTestResult }>(),
  /** Served by api/resources/admin/plans.ts, GET /. */
  "GET /admin/plans": shape<{ data: AdminPlan[] }>(),
  /** Served by api/resources/admin/plans.ts, POST /. */
  "POST /admin/plans": shape<{ json: z.output<typeof planCreateSchema>; data: AdminPlan }>(),
  /** Served by api/resources/admin/plans.ts, PATCH /:id. */
  "PATCH /admin/plans/:id": shape<{ json: z.output<typeof planUpdateSchema>; data: AdminPlan }>(),
  /** Served by api/resources/admin/usage.ts, adminUsageRoutes GET /. */
  "GET /admin/usage": shape<{ query: UsageQuery; data: UsageSum[] }>(),
  /** Served by api/resources/admin/usage.ts, adminRevenueRoutes GET /. */
  "GET /admin/revenue": shape<{ query: UsageQuery; data: RevenueSum[] }>(),
  /** Served by api/resources/admin/catalogue.ts, adminPagesRoutes GET /. */
  "GET /admin/pages": shape<{ data: AdminPage[] }>(),
  /** Served by api/resources/admin/catalogue.ts, adminPagesRoutes POST /preview. */
  "POST /admin/pages/preview": shape<{ json: z.output<typeof pagePreviewSchema>; data: PagePreview }>(),
  /** Served by api/resources/admin/catalogue.ts, adminPagesRoutes PUT /:slug. */
  "PUT /admin/pages/:slug": shape<{ json: z.output<typeof pageSchema>; data: AdminPage }>(),
  /** Served by api/resources/admin/catalogue.ts, adminFaqsRoutes (ordered-list.ts) GET /. */
  "GET /admin/faqs": shape<{ data: AdminFaq[] }>(),
  /** Served by api/resources/admin/catalogue.ts, adminFaqsRoutes (ordered-list.ts) POST /. */
  "POST /admin/faqs": shape<{ json: z.output<typeof faqSchema>; data: AdminFaq }>(),
  /** Served by api/resources/admin/catalogue.ts, adminFaqsRoutes (ordered-list.ts) PATCH /:id. */
  "PATCH /admin/faqs/:id": shape<{ json: Partial<z.output<typeof faqSchema>>; data: AdminFaq }>(),
  /** Served by api/resources/admin/catalogue.ts, adminFaqsRoutes (ordered-list.ts) DELETE /:id. */
  "DELETE /admin/faqs/:id": shape<{ data: null }>(),
  /** Served by api/resources/admin/catalogue.ts, adminSocialLinksRoutes (ordered-list.ts) GET /. */
  "GET /admin/social-links": shape<{ data: AdminSocialLink[] }>(),
  /** Served by api/resources/admin/catalogue.ts, adminSocialLinksRoutes (ordered-list.ts) POST /. */
  "POST /admin/social-links": shape<{ json: z.output<typeof socialLinkSchema>; data: AdminSocialLink }>(),
  /** Served by api/resources/admin/catalogue.ts, adminSocialLinksRoutes (ordered-list.ts) PATCH /:id. */
  "PATCH /admin/social-links/:id": shape<{
    json: Partial<z.output<typeof socialLinkSchema>>;
    data: AdminSocialLink;
  }>(),
  /** Served by api/resources/admin/catalogue.ts, adminSocialLinksRoutes (ordered-list.ts) DELETE /:id. */
  "DELETE /admin/social-links/:id": shape<{ data: null }>(),
  /** Served by api/resources/admin/contact.ts, GET /. */
  "GET /admin/contact": shape<{
    query: PageQuery & { status: string };
    data: AdminPaged<AdminContactMessage>;
  }>(),
  /** Served by api/resources/admin/contact.ts, POST /:id/handled. */
  "POST /admin/contact/:id/handled": shape<{ json: Record<string, never>; data: AdminContactMessage }>(),
});

export type Endpoints = typeof endpoints;
export type AnyEndpoint = Endpoints[keyof Endpoints];
export type ShapeOf<E> = E extends Endpoint<string, infer S> ? S : never;
export type DataOf<E> = ShapeOf<E> extends { data: infer D } ? D : never;

/** The endpoint's path with its parameters filled in, each escaped as one segment. */
export function fillPath(path: string, params: Readonly<Record<string, Id>> = {}): string {
  return path.replace(/:([A-Za-z_][A-Za-z0-9_]*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === "") throw new Error(`Missing path parameter "${name}" for ${path}.`);
    return encodeURIComponent(String(value));
  });
}
