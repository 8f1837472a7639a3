// The operator console: request schemas with their messages, and the shapes of every
// /admin answer's `data`. Pure: zod and the contract only. The web app's /admin forms validate with
// these same schemas (Conform) and the API with parseBody.
import { z } from "zod";
import { CHARACTER_LIMITS } from "./characters";
import { modelIdField } from "./admin-models";
import { BOOLEAN_INVALID, booleanField } from "./form-fields";

export { booleanField };
import { PLAN_ICONS, PLAN_INTERVALS, REPORT_ACTIONS, type ReportAction } from "./admin-enums";

export * from "./admin-enums";

export const ADMIN_NOTE_MAX = 1000;
export const REJECT_REASON_MAX = 500;
export const PAGE_MARKDOWN_MAX = 100_000;

/**
 * What an operator may save: at least what a member's character may hold (contract/characters.ts),
 * so every stored card can be edited, and room for the seeded cards.
 */
export const CARD_LIMITS = {
  name: CHARACTER_LIMITS.name,
  character: CHARACTER_LIMITS.tagline,
  /** The short description; a member's character uses its card description here. */
  text: CHARACTER_LIMITS.description,
  category: 40,
  description: Math.max(CHARACTER_LIMITS.description, 6000),
  personality: Math.max(CHARACTER_LIMITS.personality, 3000),
  scenario: Math.max(CHARACTER_LIMITS.scenario, 3000),
  first_mes: CHARACTER_LIMITS.first_mes,
  mes_example: CHARACTER_LIMITS.mes_example,
  system_prompt: CHARACTER_LIMITS.system_prompt,
  tag: CHARACTER_LIMITS.tag,
  tags: Math.max(CHARACTER_LIMITS.tags, 20),
} as const;

export const ADMIN_COPY = {
  forbidden: "Forbidden",
  /** Login, Google sign-in and the code flows of a banned account (403). */
  suspended: "This account is suspended.",
  noCreatorToBan: "This bot has no creator to ban.",
  reportResolved: "This report has already been resolved.",
  reportNotFound: "Report not found.",
  userNotFound: "User not found.",
  botNotFound: "Bot not found.",
  characterNotFound: "Character not found.",
  planNotFound: "Plan not found.",
  pageNotFound: "Page not found.",
  linkNotFound: "Social link not found.",
  faqNotFound: "FAQ not found.",
  contactNotFound: "Message not found.",
  screenshotNotFound: "Screenshot not found.",
  notFlagged: "This account has no age review to clear.",
  cannotBanSelf: "You cannot ban your own account.",
  cannotBanAdmin: "Another operator cannot be banned. Remove them from ADMIN_EMAILS first.",
  alreadyBanned: "This account is already banned.",
  notBanned: "This account is not banned.",
  actionRequired: "Choose what to do: dismiss, hide the bot or ban its creator.",
  noteTooLong: `The note must be ${ADMIN_NOTE_MAX} characters or fewer.`,
  reasonRequired: "Tell the creator why the character was rejected.",
  reasonTooLong: `The reason must be ${REJECT_REASON_MAX} characters or fewer.`,
  alreadyApproved: "This character is already approved.",
  alreadyRejected: "This character is already rejected.",
  nameRequired: "Name is required.",
  nameTooLong: `Name must be ${CARD_LIMITS.name} characters or fewer.`,
  taglineRequired: "Tagline is required.",
  taglineTooLong: `Tagline must be ${CARD_LIMITS.character} characters or fewer.`,
  descriptionRequired: "Description is required.",
  descriptionTooLong: `Description must be ${CARD_LIMITS.text.toLocaleString("en-US")} characters or fewer.`,
  categoryRequired: "Category is required.",
  categoryTooLong: `Category must be ${CARD_LIMITS.category} characters or fewer.`,
  cardTooLong: "This card field is too long.",
  tagsInvalid: `Up to ${CARD_LIMITS.tags} tags of at most ${CARD_LIMITS.tag} characters each.`,
  imageRequired: "Choose an image.",
  imageInvalid: "The image must be a PNG, JPEG, GIF or WebP image.",
  imageTooLarge: "The image must be 5 MB or smaller.",
  priceInvalid: "Enter a price between 0.50 and 10,000.00 (dollars, at most two decimals).",
  intervalInvalid: "Choose day, week, month or year.",
  dailyMessagesInvalid: "Messages a day: a whole number from 0 to 1,000,000, or empty for unlimited.",
  iconInvalid: "Choose spark, bolt, crown or gem.",
  planDescriptionRequired: "Describe the plan.",
  planDescriptionTooLong: "The plan description must be 5,000 characters or fewer.",
  titleRequired: "Title is required.",
  titleTooLong: "Title must be 120 characters or fewer.",
  markdownRequired: "Write the page's text.",
  markdownTooLong: `The page must be ${PAGE_MARKDOWN_MAX.toLocaleString("en-US")} characters or fewer.`,
  questionRequired: "Question is required.",
  questionTaken: "This question is in the list already.",
  questionTooLong: "Question must be 300 characters or fewer.",
  answerRequired: "Answer is required.",
  answerTooLong: "Answer must be 3,000 characters or fewer.",
  linkTitleRequired: "Title is required.",
  linkTitleTooLong: "Title must be 40 characters or fewer.",
  linkTitleTaken: "A social link with this title exists already.",
  urlInvalid: "Enter a full http:// or https:// address.",
  booleanInvalid: BOOLEAN_INVALID,
  statusInvalid: "Unknown status.",
  // Success messages, shown as the console's toast.
  resolved: "The report is resolved and the reporter was told.",
  flagCleared: "The age review is cleared.",
  banned: "The account is banned and signed out everywhere.",
  unbanned: "The account is no longer banned.",
  approved: "The character is approved and listed in the catalogue.",
  rejected: "The character is rejected and its creator was told why.",
  botSaved: "The bot is saved.",
  botHidden: "The bot is hidden from everyone.",
  botUnhidden: "The bot is visible again.",
  planSaved: "The plan is saved.",
  pageSaved: "The page is saved.",
  faqSaved: "The FAQ is saved.",
  faqDeleted: "The FAQ is deleted.",
  linkSaved: "The social link is saved.",
  linkDeleted: "The social link is deleted.",
  contactHandled: "The message is marked handled.",
} as const;

/** What the reporter is told; never the operator's internal note. */
export const REPORT_OUTCOME_NOTICE: Record<ReportAction, string> = {
  dismiss: "We reviewed your report and found nothing that breaks our guidelines. Thank you for telling us.",
  hide_bot: "We reviewed your report and removed the bot from Infinite. Thank you for telling us.",
  ban_user:
    "We reviewed your report and suspended the account that created the bot. Thank you for telling us.",
};
export const REPORT_HANDLED_TITLE = "Your report was handled";
export const CHARACTER_REJECTED_TITLE = "Your character was not approved";
export const CHARACTER_APPROVED_TITLE = "Your character is live";
export const characterRejectedMessage = (name: string, reason: string) =>
  `"${name}" was not approved for the catalogue. Reason: ${reason}`;
export const characterApprovedMessage = (name: string) =>
  `"${name}" was approved and is now listed in the catalogue.`;

// ---------------------------------------------------------------------------------------------
// Field helpers: forms post strings ("" for an empty field, "on" for a checkbox), JSON posts values.

const emptyToUndefined = (v: unknown) => (v === "" || v === null ? undefined : v);

const requiredText = (required: string, max: number, tooLong: string) =>
  z
    .string({ required_error: required, invalid_type_error: required })
    .trim()
    .min(1, required)
    .max(max, tooLong);

const optionalNote = z.preprocess(
  emptyToUndefined,
  z
    .string({ invalid_type_error: ADMIN_COPY.noteTooLong })
    .trim()
    .max(ADMIN_NOTE_MAX, ADMIN_COPY.noteTooLong)
    .optional()
    .transform((v) => v ?? ""),
);

/** Dollars as the console shows them ("4.99"), stored as cents. */
export const priceField = z.preprocess(
  (v) => (typeof v === "string" && v.trim() !== "" ? Number(v.trim().replace(/^\$/, "")) : v),
  z
    .number({ invalid_type_error: ADMIN_COPY.priceInvalid, required_error: ADMIN_COPY.priceInvalid })
    .min(0.5, ADMIN_COPY.priceInvalid)
    .max(10_000, ADMIN_COPY.priceInvalid)
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, ADMIN_COPY.priceInvalid),
);

// ---------------------------------------------------------------------------------------------
// Request bodies.

/** POST /admin/reports/{id}/resolve */
export const resolveReportSchema = z.object({
  action: z.enum(REPORT_ACTIONS, { errorMap: () => ({ message: ADMIN_COPY.actionRequired }) }),
  note: optionalNote,
});
export type ResolveReportInput = z.infer<typeof resolveReportSchema>;

/** POST /admin/users/{id}/ban, /unban, /admin/flags/{userId}/clear, approve, hide, unhide, handled. */
export const adminNoteSchema = z.object({ note: optionalNote });

/** POST /admin/characters/{id}/reject */
export const rejectCharacterSchema = z.object({
  reason: requiredText(ADMIN_COPY.reasonRequired, REJECT_REASON_MAX, ADMIN_COPY.reasonTooLong),
});

const cardText = (max: number) =>
  z.string({ invalid_type_error: ADMIN_COPY.cardTooLong }).max(max, ADMIN_COPY.cardTooLong);

/** Tags as a JSON list or as one comma-separated form field ("romance, cozy"). */
const tagsField = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .split(",")
          .map((t) => t.trim())
          .filter(Boolean)
      : v,
  z
    .array(z.string().trim().min(1, ADMIN_COPY.tagsInvalid).max(CARD_LIMITS.tag, ADMIN_COPY.tagsInvalid), {
      invalid_type_error: ADMIN_COPY.tagsInvalid,
    })
    .max(CARD_LIMITS.tags, ADMIN_COPY.tagsInvalid),
);

/** The Character Card V2 fields an operator edits (post_history_instructions is kept as it is). */
export const cardSchema = z
  .object({
    description: cardText(CARD_LIMITS.description),
    personality: cardText(CARD_LIMITS.personality),
    scenario: cardText(CARD_LIMITS.scenario),
    first_mes: cardText(CARD_LIMITS.first_mes),
    mes_example: cardText(CARD_LIMITS.mes_example),
    system_prompt: cardText(CARD_LIMITS.system_prompt),
    tags: tagsField,
  })
  .partial();

/**
 * PATCH /admin/bots/{id}: every field optional; only what is sent changes. `character` is the
 * tagline and `text` the short description (the names GET /bots uses). Card fields go in `card`
 * (JSON) or, from a flat form, as `card.description`, `card.tags`… (the API folds them in).
 */
export const botUpdateSchema = z.object({
  name: requiredText(ADMIN_COPY.nameRequired, CARD_LIMITS.name, ADMIN_COPY.nameTooLong).optional(),
  character: requiredText(
    ADMIN_COPY.taglineRequired,
    CARD_LIMITS.character,
    ADMIN_COPY.taglineTooLong,
  ).optional(),
  text: requiredText(
    ADMIN_COPY.descriptionRequired,
    CARD_LIMITS.text,
    ADMIN_COPY.descriptionTooLong,
  ).optional(),
  category: requiredText(
    ADMIN_COPY.categoryRequired,
    CARD_LIMITS.category,
    ADMIN_COPY.categoryTooLong,
  ).optional(),
  card: cardSchema.optional(),
  /** The bot's model (contract/admin-models.ts); null: the default model. */
  model_id: modelIdField.optional(),
});

const planFields = {
  name: requiredText(ADMIN_COPY.nameRequired, CARD_LIMITS.name, ADMIN_COPY.nameTooLong),
  price: priceField,
  interval: z.enum(PLAN_INTERVALS, { errorMap: () => ({ message: ADMIN_COPY.intervalInvalid }) }),
  active: booleanField,
  /** Markdown (HTML passes through), stored sanitized like the seed's. */
  description: requiredText(ADMIN_COPY.planDescriptionRequired, 5000, ADMIN_COPY.planDescriptionTooLong),
  icon: z.enum(PLAN_ICONS, { errorMap: () => ({ message: ADMIN_COPY.iconInvalid }) }),
  popular: booleanField,
  /** Fair use: replies a member may ask for per UTC day; null ("" from a form): unlimited. */
  daily_messages: z.preprocess(
    (v) => (v === "" ? null : typeof v === "string" ? Number(v.trim()) : v),
    z
      .number({ invalid_type_error: ADMIN_COPY.dailyMessagesInvalid })
      .int(ADMIN_COPY.dailyMessagesInvalid)
      .min(0, ADMIN_COPY.dailyMessagesInvalid)
      .max(1_000_000, ADMIN_COPY.dailyMessagesInvalid)
      .nullable(),
  ),
};

/** POST /admin/plans: active and popular default to true and false (an unticked checkbox sends nothing). */
export const planCreateSchema = z.object({
  ...planFields,
  active: z.preprocess((v) => v ?? true, booleanField),
  popular: z.preprocess((v) => v ?? false, booleanField),
  icon: z.preprocess((v) => emptyToUndefined(v) ?? "spark", planFields.icon),
  daily_messages: z.preprocess((v) => (v === undefined ? null : v), planFields.daily_messages),
});

/** PATCH /admin/plans/{id}: only what is sent changes. */
export const planUpdateSchema = z.object(planFields).partial();

const markdownField = requiredText(
  ADMIN_COPY.markdownRequired,
  PAGE_MARKDOWN_MAX,
  ADMIN_COPY.markdownTooLong,
);

/** PUT /admin/pages/{slug} */
export const pageSchema = z.object({
  title: requiredText(ADMIN_COPY.titleRequired, 120, ADMIN_COPY.titleTooLong),
  markdown: markdownField,
});
export type PageInput = z.infer<typeof pageSchema>;

/** POST /admin/pages/preview */
export const pagePreviewSchema = z.object({ markdown: markdownField });

/** POST /admin/faqs, PATCH /admin/faqs/{id} (partial). */
export const faqSchema = z.object({
  question: requiredText(ADMIN_COPY.questionRequired, 300, ADMIN_COPY.questionTooLong),
  answer: requiredText(ADMIN_COPY.answerRequired, 3000, ADMIN_COPY.answerTooLong),
});

/** POST /admin/social-links, PATCH /admin/social-links/{id} (partial). */
export const socialLinkSchema = z.object({
  title: requiredText(ADMIN_COPY.linkTitleRequired, 40, ADMIN_COPY.linkTitleTooLong),
  url: z
    .string({ required_error: ADMIN_COPY.urlInvalid, invalid_type_error: ADMIN_COPY.urlInvalid })
    .trim()
    .max(500, ADMIN_COPY.urlInvalid)
    .url(ADMIN_COPY.urlInvalid)
    .refine((u) => /^https?:\/\//i.test(u), ADMIN_COPY.urlInvalid),
});

// Query strings (unknown values fall back to the default, as the public lists do).
export const reportsQuerySchema = z.object({ status: z.enum(["open", "resolved"]).catch("open") });
export const charactersQuerySchema = z.object({
  status: z.enum(["pending", "approved", "rejected", "all"]).catch("pending"),
});
export const contactQuerySchema = z.object({ status: z.enum(["open", "handled"]).catch("open") });
export const searchQuerySchema = z.object({ search: z.string().trim().max(100).catch("") });

export type * from "./admin-types";
