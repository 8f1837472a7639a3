// Group chats: several characters in one conversation. The inputs of POST /chats (with bot_ids),
// POST /chats/{id}/participants and POST /chats/{id}/continue as zod schemas with their messages,
// shared by the web app and the API. Pure: zod and the contract only.
import { z } from "zod";
import { CHAT_COPY, CHAT_TITLE_MAX, defaultChatTitle, idField, optionalId } from "./chat-schemas";

/** Characters a group starts with, and the most it may hold. */
export const GROUP_MIN = 2;
export const GROUP_MAX = 5;
export const GROUP_SCENARIO_MAX = 2000;

export const GROUP_COPY = {
  groupSize: `Choose ${GROUP_MIN} to ${GROUP_MAX} characters.`,
  groupFull: `A group chat holds at most ${GROUP_MAX} characters.`,
  /** 403: a single pass covers one character, so a group cannot be made with it. */
  singlePassGroup: "Your single-pass subscription covers one character, so it cannot hold a group chat.",
  alreadyInChat: "That character is already in this chat.",
  notInChat: CHAT_COPY.speakerNotInChat,
  lastParticipant: "A chat keeps at least one character.",
  scenarioTooLong: `The scenario must be ${GROUP_SCENARIO_MAX} characters or fewer.`,
  /** POST /chats/{id}/continue before the member said anything. */
  nothingToContinue: "Write a message first: there is nothing to continue yet.",
} as const;

/** Ids from JSON (an array) or a form (one field, ids separated by commas); each once. */
const idList = z.preprocess(
  (v) =>
    typeof v === "string"
      ? v
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : v,
  z
    .array(z.unknown(), { invalid_type_error: GROUP_COPY.groupSize, required_error: GROUP_COPY.groupSize })
    .transform((items, ctx) => {
      const ids = items.map((item) => idField(GROUP_COPY.groupSize).safeParse(item));
      // One message for the field, whichever id is wrong: the member chooses characters, not numbers.
      if (ids.some((id) => !id.success)) {
        ctx.addIssue({ code: z.ZodIssueCode.custom, message: GROUP_COPY.groupSize });
        return z.NEVER;
      }
      return [...new Set(ids.map((id) => id.data as number))];
    })
    .pipe(z.array(z.number()).min(GROUP_MIN, GROUP_COPY.groupSize).max(GROUP_MAX, GROUP_COPY.groupSize)),
);

const optionalText = (max: number, message: string) =>
  z.preprocess(
    (v) => (v === null || v === undefined ? "" : v),
    z.string({ invalid_type_error: message }).trim().max(max, message),
  );

/** POST /chats with bot_ids: a group; an empty title gets the characters' names and the date. */
export const groupCreateSchema = z.object({
  bot_ids: idList,
  title: optionalText(CHAT_TITLE_MAX, CHAT_COPY.titleTooLong).transform((t) => t.replace(/\s+/g, " ")),
  scenario: optionalText(GROUP_SCENARIO_MAX, GROUP_COPY.scenarioTooLong),
});
export type GroupCreateInput = z.infer<typeof groupCreateSchema>;

/** POST /chats/{id}/participants. */
export const participantSchema = z.object({ bot_id: idField(CHAT_COPY.botRequired) });

/** POST /chats/{id}/continue: one more reply without a message of the member's. */
export const continueSchema = z.object({ speaker_id: optionalId(CHAT_COPY.speakerNotInChat) });

/** The default title of a group: its characters' names and the start date. */
export function defaultGroupTitle(
  names: readonly string[],
  startedAt: Date,
  language?: string | null,
): string {
  const who = names.length > 3 ? `${names.slice(0, 3).join(", ")} +${names.length - 3}` : names.join(", ");
  return defaultChatTitle(who, startedAt, language);
}
