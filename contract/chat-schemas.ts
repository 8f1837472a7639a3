// Chat and report inputs (§4, §5, §9) as zod schemas shared by the web app and the API.
// Pure: zod and the contract only. Files (the report screenshot) are checked by the API by content.
import { z } from "zod";
import { CHAT_MESSAGE_MAX, REPORT_CATEGORIES, REPORT_SEVERITIES } from "./constants";

export const REPORT_DESCRIPTION_MAX = 2000;

export const CHAT_COPY = {
  messageRequired: "Type a message first.",
  messageTooLong: `Message must be ${CHAT_MESSAGE_MAX} characters or fewer.`,
  botRequired: "Choose a bot.",
  replyFailed: "The reply could not be completed. Please try again.",
  tooFast: "You're sending messages too quickly. Please wait a moment.",
  retryNotFound: "That message was not found.",
  retryNotFailed: "Only a failed reply can be retried.",
  botNotFound: "Bot not found.",
  categoryRequired: "Choose a category.",
  severityRequired: "Choose a severity.",
  descriptionRequired: "Describe the problem.",
  descriptionTooLong: `Description must be ${REPORT_DESCRIPTION_MAX} characters or fewer.`,
  screenshotType: "The screenshot must be a PNG, JPEG or GIF image.",
  screenshotTooLarge: "The screenshot must be 5 MB or smaller.",
  reportSent: "Thank you. Your report has been sent.",
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
const optionalId = (message: string) =>
  z.preprocess((v) => (v === "" || v === null ? undefined : v), idField(message).optional());

export const chatMessageField = z
  .string({ invalid_type_error: CHAT_COPY.messageRequired })
  .trim()
  .min(1, CHAT_COPY.messageRequired)
  .max(CHAT_MESSAGE_MAX, CHAT_COPY.messageTooLong);

/** POST /bots/chatting/send. With retry_id the stored message is asked again and `message` is ignored. */
export const chatSendSchema = z
  .object({
    message: z.unknown().optional(),
    bot_id: idField(CHAT_COPY.botRequired),
    retry_id: optionalId(CHAT_COPY.retryNotFound),
  })
  .transform((input, ctx): { bot_id: number; retry_id: number } | { bot_id: number; message: string } => {
    const retryId = input.retry_id;
    if (retryId !== undefined) return { bot_id: input.bot_id, retry_id: retryId };
    const parsed = chatMessageField.safeParse(input.message ?? "");
    if (!parsed.success) {
      for (const issue of parsed.error.issues) ctx.addIssue({ ...issue, path: ["message"] });
      return z.NEVER;
    }
    return { bot_id: input.bot_id, message: parsed.data };
  });

export type ChatSendInput = z.infer<typeof chatSendSchema>;

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

export type ReportInput = z.infer<typeof reportSchema>;
