// The eval's vocabulary: a scripted conversation is a bot, a user and turns; every turn names the
// skill it exercises and carries one automatic check of the reply.

export type Skill =
  | "greeting"
  | "small talk"
  | "feelings"
  | "about the bot"
  | "cannot know"
  | "arithmetic"
  | "conversion"
  | "poem"
  | "joke"
  | "story"
  | "advice"
  | "recipe"
  | "language"
  | "memory"
  | "topic change"
  | "rude or one word"
  | "am I talking to a person"
  | "role-play"
  | "recap"
  | "word problem"
  | "opinion"
  | "regenerate";

export interface CheckContext {
  /** The replies before this one in the same conversation, oldest first. */
  earlier: readonly string[];
  /** For a regenerate: the alternative this reply replaces. */
  replaced?: string;
  /** The member's message this reply answers (for a regenerate, the message regenerated). */
  said?: string;
}

export interface Verdict {
  ok: boolean;
  /** Why a check failed, for the report. */
  why?: string;
}

export interface Check {
  /** What the check looks for, in a few words ("mentions lasagna", "= 84"). */
  label: string;
  run(reply: string, ctx: CheckContext): Verdict;
}

export interface Turn {
  say: string;
  skill: Skill;
  check: Check;
  /** ISO 639-1 code of the message when not English (the language table groups by it). */
  lang?: string;
  /** Ask for another reply to the previous message instead of sending `say` (which labels it). */
  regenerate?: boolean;
}

export interface Conversation {
  /** Seed slug of the bot (api/db/seed/bots.ts). */
  bot: string;
  /** The account's first name. */
  user: string;
  /** What the conversation is about, for the report. */
  title: string;
  turns: Turn[];
}

export interface TurnResult {
  conversation: string;
  bot: string;
  index: number;
  skill: Skill;
  lang?: string;
  say: string;
  reply: string;
  check: string;
  ok: boolean;
  why?: string;
  /** Failures of the checks every turn gets (never claims to be human, no repeated reply). */
  general: string[];
  /** Which part answered: the engine or a safety protocol (messages.safety). */
  safety: string | null;
}
