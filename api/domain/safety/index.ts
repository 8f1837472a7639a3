// The safety layer's one entry point (docs/requirements/safety.md#safety). Every bot reply, from any engine,
// is produced through guardReply: a crisis, a minor's claim or a question about the bot's nature
// gets the protocol's reply whatever the engine would have said, and every piece of text passes the
// output check before it is shown. Engines (api/services/ai) know nothing of this, so a new engine
// cannot skip it: reply-generation.ts only ever reads text from here.
import { errorSummary } from "../../../contract/error-summary";
import { eq, isNull, and } from "drizzle-orm";
import { SAFETY_COPY, isRomanceBot, type SafetyMark } from "../../../contract/safety";
import type { ChatSpeaker } from "../../../contract/api-types";
import type { UserRow } from "../../db/rows";
import { users } from "../../db/schema";
import { ApiError } from "../../http/envelope";
import type { Engine } from "../../services/ai/engines";
import type { AIProvider, ReplyRequest } from "../../services/ai/types";
import type { Services } from "../../services/types";
import { classifyUserMessage, type UserMessageSignals } from "./detect";
import { checkOutput, mayBecomeBlockedWord } from "./output-check";
import { CRISIS_CONTINUATION_RULES, MINOR_SAFE_RULES } from "./platform-rules";
import { claimsHuman, claimsHumanSoFar } from "../../services/ai/platform-rules";
import {
  blockedReplyReplacement,
  crisisReply,
  crisisResourcesText,
  disclosureReply,
  minorBoundaryReply,
} from "./replies";

/** What the safety layer decided about one user message before any engine is asked. */
export interface SafetyScreen {
  signals: UserMessageSignals;
  /** The account is under age review: romance is closed and every engine gets the minor-safe rules. */
  minorSafe: boolean;
}

export type GuardedRequest = Omit<ReplyRequest, "signal"> & {
  safety: SafetyScreen;
  /** The bot's model (api/domain/models.ts); absent: the engine chosen at start-up. */
  engine?: Engine;
  /** Who speaks the reply, as its events name them (never sent to an engine). */
  speaker?: ChatSpeaker;
};

type ScreenedBot = { category: string; card: { tags?: string[] } };

/** An account under age review cannot send to romance bots (403); checked before anything is stored. */
export function assertOpenToUser(user: UserRow, bot: ScreenedBot): void {
  if (user.ageReviewAt && isRomanceBot({ category: bot.category, tags: bot.card.tags })) {
    throw new ApiError(403, SAFETY_COPY.minorBlocked);
  }
}

/**
 * Classifies the user's (stored) message before it is answered; a message saying the user is a
 * minor flags the account for age review.
 */
export async function screenUserMessage(
  services: Services,
  user: UserRow,
  text: string,
): Promise<SafetyScreen> {
  const signals = classifyUserMessage(text);
  if (signals.minor && !user.ageReviewAt) {
    const at = services.now();
    await services.db
      .update(users)
      .set({ ageReviewAt: at, updatedAt: at })
      .where(and(eq(users.id, user.id), isNull(users.ageReviewAt)));
    services.log(`[safety] account ${user.id} flagged for age review`);
  }
  return { signals, minorSafe: Boolean(user.ageReviewAt) || signals.minor };
}

/** Which protocol reply, if any, answers this message instead of the character. */
export function protocolFor(screen: SafetyScreen): Exclude<SafetyMark, "blocked"> | null {
  if (screen.signals.crisis) return "crisis";
  if (screen.signals.minor) return "minor";
  if (screen.signals.disclosure) return "disclosure";
  return null;
}

export interface GuardedReply {
  /** The text to show, in pieces, already checked. */
  pieces: AsyncIterable<string>;
  /** Known once `pieces` is exhausted: how the safety layer shaped the reply. */
  mark(): SafetyMark | null;
  /** Known once `pieces` is exhausted: the whole reply to store when it differs from what streamed. */
  replacement(): string | null;
}

/** Text as word-sized pieces, so protocol replies stream like any other. */
export function* asWords(text: string): Generator<string> {
  for (const piece of text.match(/\S+\s*|\s+/g) ?? []) yield piece;
}

export { claimsHuman };
const SAYS_AI = /\b(?:an?\s+)?(?:AI|A\.I\.|artificial intelligence|language model|chatbot|bot)\b/i;

/** No pet names, kisses or innuendo in what follows a crisis reply. */
const FLIRTY =
  /(😘|😍|💋|😏|❤️|♥|\b(?:darling|babe|baby|sweetheart|sweetie|honey|sexy|kiss(?:es)?|cutie|gorgeous|handsome|hottie|flirt\w*|naughty|seduc\w*)\b)/i;

const LAST_WORD = /\s\S*$/;

/**
 * How much of a streaming reply may be shown: all of it but the word still being written when that
 * word could become one on the rule list, so no part of such a word is ever shown. A phrase on the
 * list is caught on its last word, and the whole reply replaced. Most words ("Hello") could not
 * become one, and are shown as they arrive (output-check.ts, mayBecomeBlockedWord).
 */
export function shownUpTo(text: string): number {
  const lastSpace = text.search(LAST_WORD);
  const wordStart = lastSpace < 0 ? 0 : lastSpace + 1;
  const word = text.slice(wordStart);
  return word && !mayBecomeBlockedWord(word) ? text.length : wordStart;
}
const CONTINUATION_MAX_CHARS = 700;

/**
 * Produces the reply for one exchange through the safety layer. The engine is asked only when the
 * protocol lets it speak; what it says is checked as it streams (the word being written is held back) and
 * replaced as a whole if it breaks a rule.
 */
export function guardReply(
  services: Services,
  ai: AIProvider,
  request: GuardedRequest,
  signal: AbortSignal,
): GuardedReply {
  const { safety, engine: _chosen, speaker: _speaker, ...engineRequest } = request;
  const protocol = protocolFor(safety);
  let mark: SafetyMark | null = protocol;
  let replacement: string | null = null;
  const names = { botName: request.bot.name, userName: request.userName, language: safety.signals.language };
  const engine = (extraRules: string[] = []): AsyncIterable<string> =>
    ai.streamReply({
      ...engineRequest,
      extraRules: [...(safety.minorSafe ? [MINOR_SAFE_RULES] : []), ...extraRules],
      signal,
    });

  async function* pieces(): AsyncGenerator<string> {
    if (protocol === "crisis") {
      const full = crisisReply(names);
      const resources = crisisResourcesText(safety.signals.language);
      const opening = full.endsWith(resources) ? full.slice(0, full.length - resources.length) : full;
      yield* asWords(opening);
      if (ai.name !== "persona") {
        const more = await continuation(engine([CRISIS_CONTINUATION_RULES]), services);
        if (more) yield* asWords(`${more.trim()}\n\n`);
      }
      if (opening !== full) yield* asWords(resources);
      return;
    }
    if (protocol === "minor") {
      yield* asWords(minorBoundaryReply(names));
      return;
    }
    if (protocol === "disclosure") {
      // A model may answer in its own voice, but only an answer that says it is an AI is shown.
      const said = ai.name === "persona" ? "" : await collect(engine(), CONTINUATION_MAX_CHARS * 2);
      const honest = said && SAYS_AI.test(said) && !claimsHuman(said) && checkOutput(said).ok;
      yield* asWords(honest ? said : disclosureReply(names));
      return;
    }

    // An ordinary reply: stream it, holding back the word being written until it is checked.
    let text = "";
    let shown = 0;
    const block = (verdict: string) => {
      services.log(`[safety] reply blocked (${verdict})`);
      mark = "blocked";
      replacement = blockedReplyReplacement(names);
    };
    try {
      for await (const piece of engine()) {
        text += piece;
        // A half-written word that could become a rule's word is neither judged nor shown yet.
        const safeEnd = Math.max(shown, shownUpTo(text));
        if (safeEnd === shown) continue;
        const verdict = verdictOf(text.slice(0, safeEnd), "so far");
        if (verdict) return block(verdict);
        yield text.slice(shown, safeEnd);
        shown = safeEnd;
      }
    } catch (err) {
      // The engine broke off: the word it was writing is checked and kept with the partial reply.
      if (shown < text.length && !verdictOf(text, "whole")) yield text.slice(shown);
      throw err;
    }
    const verdict = verdictOf(text, "whole");
    if (verdict) return block(verdict);
    if (shown < text.length) yield text.slice(shown);
  }

  return { pieces: pieces(), mark: () => mark, replacement: () => replacement };
}

/** "so far": a reply still streaming, whose last sentence may go on; "whole": its end is an end. */
/**
 * A card's greeting, which a chat stores as its first row without any engine: the same output check
 * as every reply, so a card cannot open a chat with what a reply could never say ("I'm a real girl").
 */
export function guardGreeting(text: string, botName: string): string {
  return verdictOf(text, "whole") ? blockedReplyReplacement({ botName }) : text;
}

function verdictOf(text: string, extent: "so far" | "whole"): string | null {
  const checked = checkOutput(text);
  if (!checked.ok) return checked.reason;
  return (extent === "whole" ? claimsHuman(text) : claimsHumanSoFar(text)) ? "claims_human" : null;
}

async function collect(pieces: AsyncIterable<string>, maxChars: number): Promise<string> {
  let text = "";
  for await (const piece of pieces) {
    text += piece;
    if (text.length > maxChars) break;
  }
  return text.trim();
}

/** The model's optional words after a crisis reply: kept only if caring and within the rules. */
async function continuation(pieces: AsyncIterable<string>, services: Services): Promise<string | null> {
  try {
    const text = await collect(pieces, CONTINUATION_MAX_CHARS);
    if (!text || text.length > CONTINUATION_MAX_CHARS || FLIRTY.test(text) || verdictOf(text, "whole"))
      return null;
    return text;
  } catch (err) {
    // The protocol reply stands on its own; a failing model only loses the optional words.
    services.log(`[safety] crisis continuation skipped: ${errorSummary(err)}`);
    return null;
  }
}
