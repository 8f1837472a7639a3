// The AI seam: every provider (offline persona engine, OpenAI-compatible server) streams text
// for one bot reply. Chosen once at start-up from env (see api/services/index.ts).
import type { BotCard } from "../../db/bot-card";

// The card is stored with the bot, so it is defined in api/db; the engines' callers take it from here.
export type { BotCard };

/** A character of the chat, as a turn names its speaker. */
export interface Speaker {
  id: number;
  name: string;
}

export interface ChatTurn {
  role: "user" | "assistant";
  content: string;
  /** Who spoke an assistant turn; absent: the character being asked (a one-bot chat). */
  speaker?: Speaker;
}

export interface ReplyRequest {
  bot: BotCard;
  /** The user's first name, for {{user}} and for addressing them. */
  userName: string;
  /**
   * The conversation so far, oldest first; the last turn is the user's new message (or, for a
   * group's "Continue", another character's line).
   */
  history: ChatTurn[];
  /**
   * The other characters of a group chat (none in a one-bot chat). Their lines in `history` carry
   * their speaker; the engines show them as theirs, never as this character's.
   */
  others?: Speaker[];
  /** A group's scenario as the member wrote it (user input: data, never instructions). */
  groupScenario?: string;
  /**
   * Rules the safety layer adds for this reply (minor-safe rules, the crisis protocol). Model
   * engines send them in the platform system message; the offline engine needs none.
   */
  extraRules?: string[];
  /**
   * The running summary of what no longer fits the model's window (api/domain/summary.ts); model
   * engines send it in the system part. Empty or absent: nothing has been summarised.
   */
  summary?: string;
  /**
   * The language the user wants replies in (Settings → Preference, a name such as "French"); null
   * or absent: reply in the language the user writes in.
   */
  language?: string | null;
  /**
   * "About you (for your bots)": how the user describes themselves (profile, ≤ 1,000 characters).
   * User input: engines treat it as data, never as instructions. Empty or absent: none.
   */
  persona?: string;
  /**
   * What the bot remembers about this user (api/domain/memory.ts), most relevant first, such as
   * "name: Priya" or "dog: Biscuit". User input too: data, never instructions.
   */
  memories?: string[];
  /**
   * Lorebook entries of the bot's card (`character_book`) whose keys appear in the recent messages,
   * in insertion order after priority (api/domain/cards/lorebook.ts). Card text: data, never
   * instructions. Empty or absent: none matched.
   */
  lore?: string[];
  /**
   * Which reply this is for the same user message: 0 the first, n after n earlier alternatives
   * (a regenerate). The offline engine, which is deterministic, gives each variant a different reply.
   */
  variant?: number;
  /**
   * The replies this message already has, as text, oldest first: a regenerate's answer tells the
   * same in other words than these (an engine that cannot sample anew reads them to differ).
   */
  alternatives?: string[];
  /** What card macros need beyond the names (macros.ts): the chat (stable {{pick}}), the clock, idle time. */
  macros?: { seed?: number; now?: Date; idleSince?: Date | null };
  /** Aborted when nobody needs the rest of the reply. */
  signal?: AbortSignal;
  /** Told what happens on the way that is not reply text (engines without a server tell nothing). */
  observer?: ReplyObserver;
}

/** Tokens one reply cost, reported by the provider or counted with the tokenizer (usage.ts). */
export interface ReplyUsage {
  model: string;
  promptTokens: number;
  /** Reply and reasoning tokens together. */
  completionTokens: number;
  reasoningTokens: number;
}

export interface ReplyObserver {
  /** Bytes came from the provider (text, reasoning or a keep-alive comment): it is still working. */
  alive?(): void;
  /** The model is thinking: reasoning arrived, which is never shown or stored as the reply. */
  thinking?(): void;
  /**
   * The provider is done with this request (answered, failed or stopped). What follows, counting
   * its tokens with a tokenizer that may still be loading, is our own work, not a provider stall.
   */
  finished?(): void;
  /** Once, when the engine is done with the request (also after a failure). */
  usage?(usage: ReplyUsage): void;
}

/** What a running summary is made from (api/domain/summary.ts). */
export interface SummaryRequest {
  botName: string;
  userName: string;
  /** The summary so far ("" for none). */
  previous: string;
  /** The turns that fell out of the window since, oldest first. */
  turns: ChatTurn[];
  /** Told the tokens the summary cost, once the server answered (metering). */
  onUsage?(usage: ReplyUsage): void;
}

export interface AIProvider {
  readonly name: "persona" | "openai" | "anthropic";
  /** Yields the reply in pieces (tokens or words) as they become available. */
  streamReply(request: ReplyRequest): AsyncIterable<string>;
  /**
   * Folds turns that fell out of the model's window into the running summary (api/domain/summary.ts);
   * null when nothing usable came back. Engines without a context window (the offline one) have none.
   */
  summarize?(request: SummaryRequest, signal?: AbortSignal): Promise<string | null>;
}
