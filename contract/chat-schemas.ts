// Chat and report inputs (docs/requirements/dashboard.md#chat,
// docs/requirements/dashboard.md#report) as zod schemas shared by the web app and the API. Pure:
// zod and the contract only. Files (the report screenshot) are checked by the API by content.
import { z } from "zod";
import { CHAT_MESSAGE_MAX, REPORT_CATEGORIES, REPORT_SEVERITIES } from "./constants";

export const REPORT_DESCRIPTION_MAX = 2000;
/** The most exchanges one page of a chat (GET /chats/{id}?limit=) may hold. */
export const CHAT_PAGE_MAX = 100;
/** The exchanges the chat page shows at first, and loads per "Load older messages". */
export const CHAT_PAGE_SIZE = 50;
export const CHAT_TITLE_MAX = 80;
export const MEMORY_TEXT_MAX = 500;
/** Memories per user and bot; adding one more answers 422. */
export const MEMORIES_PER_BOT = 200;
/** "About you (for your bots)" on the profile. */
export const PERSONA_MAX = 1000;

export const CHAT_COPY = {
  messageRequired: "Type a message first.",
  messageTooLong: `Message must be ${CHAT_MESSAGE_MAX} characters or fewer.`,
  botRequired: "Choose a bot.",
  replyFailed: "The reply could not be completed. Please try again.",
  /** The model server said it is overloaded or rate-limited (429, 503, 529). */
  providerBusy: "The AI service is busy, try again in a moment",
  /** The model server refused this request (400): retrying the same request will not help. */
  providerRefused: "This model can't answer that request",
  tooFast: "You're sending messages too quickly. Please wait a moment.",
  retryNotFound: "That message was not found.",
  retryNotFailed: "Only a failed reply can be retried.",
  botNotFound: "Bot not found.",
  /** 410: its creator deleted it; chats that members already had with it stay, to read. */
  botArchived:
    "This character is no longer available. Your chats with it stay here to read, but it cannot answer new messages.",
  categoryRequired: "Choose a category.",
  severityRequired: "Choose a severity.",
  descriptionRequired: "Describe the problem.",
  descriptionTooLong: `Description must be ${REPORT_DESCRIPTION_MAX} characters or fewer.`,
  screenshotType: "The screenshot must be a PNG, JPEG or GIF image.",
  screenshotTooLarge: "The screenshot must be 5 MB or smaller.",
  reportSent: "Thank you. Your report has been sent.",
  chatNotFound: "Chat not found.",
  speakerNotInChat: "That character is not in this chat.",
  messageNotFound: "Message not found.",
  titleRequired: "Give the chat a title.",
  titleTooLong: `Title must be ${CHAT_TITLE_MAX} characters or fewer.`,
  notYourMessage: "Only your own messages can be edited.",
  greetingNotRegenerated: "The greeting cannot be regenerated; regenerate a reply to one of your messages.",
  replyBusy: "Wait for the reply to finish first.",
  selectOutOfRange: "There is no reply with that number.",
  ratingInvalid: "Choose thumbs up, thumbs down or no rating.",
  memoryRequired: "Write what the bot should remember.",
  memoryTooLong: `A memory must be ${MEMORY_TEXT_MAX} characters or fewer.`,
  memoryLimit: `A bot can remember at most ${MEMORIES_PER_BOT} things about you. Delete one first.`,
  memoryNotFound: "Memory not found.",
  pausedInvalid: "Choose whether automatic memory is paused.",
  personaTooLong: `"About you" must be ${PERSONA_MAX} characters or fewer.`,
  exportFormat: "Choose Markdown (md) or JSON (json).",
  pageBefore: "Give the id of a message of this chat.",
  pageLimit: `Ask for 1 to ${CHAT_PAGE_MAX} messages.`,
} as const;

/** Database ids are Postgres integers. */
export const ID_MAX = 2_147_483_647;

/** An id from JSON (number) or a form (string). */
export const idField = (message: string) =>
  z.coerce
    .number({ invalid_type_error: message, required_error: message })
    .int(message)
    .positive(message)
    .max(ID_MAX, message);

/** Empty form fields mean "not given". */
export const optionalId = (message: string) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), idField(message).optional());

export const chatMessageField = z
  .string({ invalid_type_error: CHAT_COPY.messageRequired })
  .trim()
  .min(1, CHAT_COPY.messageRequired)
  .max(CHAT_MESSAGE_MAX, CHAT_COPY.messageTooLong);

/** The send's bot_id: required without chat_id, else optional. Built once: every send parses it. */
const sendBotId = {
  required: idField(CHAT_COPY.botRequired),
  optional: optionalId(CHAT_COPY.botRequired),
};

/**
 * POST /bots/chatting/send. With retry_id the stored message is asked again and `message` is ignored.
 * With chat_id the message goes to that chat (bot_id may then be left out); without it, to the most
 * recent chat with bot_id.
 */
export const chatSendSchema = z
  .object({
    message: z.unknown().optional(),
    bot_id: z.unknown().optional(),
    chat_id: optionalId(CHAT_COPY.chatNotFound),
    retry_id: optionalId(CHAT_COPY.retryNotFound),
    /** In a group: the character who answers ("Let {name} answer"); else the chat picks one. */
    speaker_id: optionalId(CHAT_COPY.speakerNotInChat),
  })
  .transform((input, ctx): ChatSendTarget & ({ retry_id: number } | { message: string }) => {
    const chat =
      input.chat_id !== undefined
        ? {
            chat_id: input.chat_id,
            ...(input.speaker_id !== undefined ? { speaker_id: input.speaker_id } : {}),
          }
        : {};
    const botField = input.chat_id !== undefined ? sendBotId.optional : sendBotId.required;
    const bot = botField.safeParse(input.bot_id);
    if (!bot.success) {
      for (const issue of bot.error.issues) ctx.addIssue({ ...issue, path: ["bot_id"] });
      return z.NEVER;
    }
    const target = { ...(bot.data !== undefined ? { bot_id: bot.data } : {}), ...chat } as ChatSendTarget;
    const retryId = input.retry_id;
    if (retryId !== undefined) return { ...target, retry_id: retryId };
    const parsed = chatMessageField.safeParse(input.message ?? "");
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: ["message"] });
      return z.NEVER;
    }
    return { ...target, message: parsed.data };
  });

/** Where a send goes: a bot (its most recent chat), a chat, or both (they must match). */
export type ChatSendTarget =
  { bot_id: number; chat_id?: number } | { bot_id?: number; chat_id: number; speaker_id?: number };

export type ChatSendInput = z.infer<typeof chatSendSchema>;

/** POST /chats. */
export const chatCreateSchema = z.object({ bot_id: idField(CHAT_COPY.botRequired) });

/** GET /chats?bot_id= (optional filter) and GET /chats/latest?bot_id= (required). */
export const chatListQuerySchema = z.object({ bot_id: optionalId(CHAT_COPY.botRequired) });

/**
 * A page of a chat (GET /chats/{id}, GET /chats/latest): the `limit` newest exchanges older than
 * message `before`. Without `limit` every exchange is answered, as before pages existed.
 */
export const chatPageQuerySchema = z.object({
  before: optionalId(CHAT_COPY.pageBefore),
  limit: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number({ invalid_type_error: CHAT_COPY.pageLimit })
      .int(CHAT_COPY.pageLimit)
      .min(1, CHAT_COPY.pageLimit)
      .max(CHAT_PAGE_MAX, CHAT_COPY.pageLimit)
      .optional(),
  ),
});
export type ChatPageQuery = z.infer<typeof chatPageQuerySchema>;

export const latestChatQuerySchema = chatCreateSchema.merge(chatPageQuerySchema);

/** PATCH /chats/{id}. */
export const chatTitleSchema = z.object({
  title: z
    .string({ required_error: CHAT_COPY.titleRequired, invalid_type_error: CHAT_COPY.titleRequired })
    .transform((t) => t.replace(/\s+/g, " ").trim())
    .pipe(z.string().min(1, CHAT_COPY.titleRequired).max(CHAT_TITLE_MAX, CHAT_COPY.titleTooLong)),
});

/** PATCH /messages/{id}: the user's corrected text. */
export const messageEditSchema = z.object({
  message: z.preprocess((v) => v ?? "", chatMessageField),
});

/** POST /messages/{id}/select: which alternative (0-based) is the reply. */
export const selectSchema = z.object({
  index: z.coerce
    .number({ invalid_type_error: CHAT_COPY.selectOutOfRange, required_error: CHAT_COPY.selectOutOfRange })
    .int(CHAT_COPY.selectOutOfRange)
    .min(0, CHAT_COPY.selectOutOfRange)
    .max(ID_MAX, CHAT_COPY.selectOutOfRange),
});

/** POST /messages/{id}/rating: 1 thumbs up, -1 thumbs down, 0 clears. */
export const ratingSchema = z.object({
  value: z.preprocess(
    (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v),
    z.union([z.literal(-1), z.literal(0), z.literal(1)], {
      errorMap: () => ({ message: CHAT_COPY.ratingInvalid }),
    }),
  ),
});

export const memoryTextField = z
  .string({ required_error: CHAT_COPY.memoryRequired, invalid_type_error: CHAT_COPY.memoryRequired })
  .transform((t) => t.replace(/\s+/g, " ").trim())
  .pipe(z.string().min(1, CHAT_COPY.memoryRequired).max(MEMORY_TEXT_MAX, CHAT_COPY.memoryTooLong));

/** POST /bots/{botId}/memories and PATCH /memories/{id}. */
export const memorySchema = z.object({ text: memoryTextField });

/** PUT /bots/{botId}/memories/settings. Forms send "true"/"false" (or "on" for a checked box). */
export const memorySettingsSchema = z.object({
  paused: z.preprocess(
    (v) =>
      v === "true" || v === "on" || v === "1" ? true : v === "false" || v === "0" || v === "" ? false : v,
    z.boolean({ required_error: CHAT_COPY.pausedInvalid, invalid_type_error: CHAT_COPY.pausedInvalid }),
  ),
});

/** "About you (for your bots)" (POST|PUT /auth/profile `persona`); kept as written, trimmed. */
export const personaField = z
  .string({ invalid_type_error: CHAT_COPY.personaTooLong })
  .transform((t) => t.replace(/\r\n?/g, "\n").trim())
  .pipe(z.string().max(PERSONA_MAX, CHAT_COPY.personaTooLong));

/** GET /chats/{id}/export. */
export const exportQuerySchema = z.object({
  format: z.enum(["md", "json"], { errorMap: () => ({ message: CHAT_COPY.exportFormat }) }).default("md"),
});

export type ReportCategory = (typeof REPORT_CATEGORIES)[number]["value"];
export type ReportSeverity = (typeof REPORT_SEVERITIES)[number]["value"];
const categoryValues = REPORT_CATEGORIES.map((c) => c.value) as [ReportCategory, ...ReportCategory[]];
const severityValues = REPORT_SEVERITIES.map((s) => s.value) as [ReportSeverity, ...ReportSeverity[]];

/** POST /issues without the screenshot (the API checks that file by its bytes). */
export const reportSchema = z.object({
  bot_id: optionalId(CHAT_COPY.botRequired),
  category: z.enum(categoryValues, {
    errorMap: () => ({ message: CHAT_COPY.categoryRequired }),
  }),
  severity: z.enum(severityValues, {
    errorMap: () => ({ message: CHAT_COPY.severityRequired }),
  }),
  description: z
    .string({
      required_error: CHAT_COPY.descriptionRequired,
      invalid_type_error: CHAT_COPY.descriptionRequired,
    })
    .trim()
    .min(1, CHAT_COPY.descriptionRequired)
    .max(REPORT_DESCRIPTION_MAX, CHAT_COPY.descriptionTooLong),
});

const MONTHS = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"];

/**
 * A new chat's title: the bot's name and the start date, "Aria · Mar 5, 2026" (UTC; the migration
 * writes the same), the date written the member's interface language's way when it is not English
 * ("Aria · 5 mars 2026").
 */
export function defaultChatTitle(botName: string, startedAt: Date, language?: string | null): string {
  const date =
    language && language !== "en"
      ? new Intl.DateTimeFormat(language, {
          day: "numeric",
          month: "short",
          year: "numeric",
          timeZone: "UTC",
        }).format(startedAt)
      : `${MONTHS[startedAt.getUTCMonth()]} ${startedAt.getUTCDate()}, ${startedAt.getUTCFullYear()}`;
  return `${botName} · ${date}`.slice(0, CHAT_TITLE_MAX);
}
