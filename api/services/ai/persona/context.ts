// Everything the persona engine knows when it answers one message: the card (voice, directives,
// example dialogue), the conversation (facts the user told, what was already said, the previous
// topic), the message itself (its topic and language) and a deterministic seed.
import type { BotCard, ChatTurn, ReplyRequest } from "../types";
import type { StoryStyle } from "./creative";
import { readDirectives, type Directives } from "./directives";
import { resolveReferences } from "./references";
import { examplePairs, type ExamplePair } from "./examples";
import { readBackground, type Background } from "./known";
import { replyLanguage, type Lang } from "./language";
import { collectFacts, type UserFacts } from "./memory";
import { hashSeed } from "./random";
import { topicOf, type Topic } from "./topics";
import { RecentReplies, SentenceUsage } from "./variety";
import { buildVoice, type Voice } from "./voice";

/** How many of the bot's own replies must not come back word for word. */
export const RECENT_WINDOW = 20;

export interface Ctx {
  bot: BotCard;
  /** The other characters of a group chat, by name (none in a one-bot chat). */
  others: string[];
  message: string;
  /** The conversation up to and including the user's latest message. */
  history: readonly ChatTurn[];
  voice: Voice;
  directives: Directives;
  examples: ExamplePair[];
  /** The card's words, lowercased, for "does the card mention…". */
  cardText: string;
  style: StoryStyle;
  facts: UserFacts;
  /** Memories, "About you" and lorebook entries: data the engine recalls and quotes (known.ts). */
  background: Background;
  /** The account's first name, and what the bot calls the user (a name they gave, else that). */
  userName: string;
  address: string;
  userTurns: number;
  seed: number;
  usage: SentenceUsage;
  /** The last few replies: no stock sentence twice, not too many closing questions. */
  lately: RecentReplies;
  recent: Set<string>;
  topic: Topic | null;
  /** The topic of the user's previous message ("what should I do?" is about it). */
  previousTopic(): Topic | null;
  /** The language of this reply. */
  lang: Lang;
  /** Whether this reply addresses the user by name (decided once per reply). */
  useName: boolean;
  /** The reply language the user chose in their settings, if any. */
  preference: string | null;
  /** Which reply this is for the same message (0 the first; a regenerate asks for the next). */
  variant: number;
  /** The replies this message already has (a regenerate's earlier alternatives), oldest first. */
  alternatives: readonly string[];
}

/**
 * The message as the member typed it, curly quotes made straight: "is that the bell??" about the
 * bell they meant, before references were resolved ("is the bronze bell the…").
 */
export function typedMessage(ctx: Pick<Ctx, "history" | "message">): string {
  return (ctx.history.at(-1)?.content ?? ctx.message).replace(/[’‘]/g, "'");
}

/** The member's turns before this message, oldest first (the chat's history ends with it). */
export function memberTurnsBefore(ctx: Pick<Ctx, "history">): string[] {
  return ctx.history
    .filter((t) => t.role === "user")
    .slice(0, -1)
    .map((t) => t.content);
}

export function firstName(userName: string): string {
  return (userName ?? "").trim().split(/\s+/)[0] ?? "";
}

function styleOf(card: BotCard, voice: Voice): StoryStyle {
  const text = `${card.tags.join(" ")} ${card.description}`.toLowerCase();
  if (/\b(?:sleep|bedtime|relaxation|meditation|mindfulness|wellness)\b/.test(text) || voice.tone === "calm")
    return "calm";
  if (/\b(?:mystery|detective|noir|ghost|puzzles|escape-room)\b/.test(text)) return "mystery";
  if (/\b(?:adventure|treasure|exploration|space|sci-fi|outdoors|survival|quest)\b/.test(text))
    return "adventure";
  return "whimsical";
}

function escapeRe(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}

/**
 * The message without the names of the two people talking ("Hey Luna, I just got off a shift" →
 * "Hey, I just got off a shift"): someone addressed is never what the message is about.
 */
export function withoutNames(message: string, names: readonly string[]): string {
  const words = [
    ...new Set(
      names.flatMap((n) => [n, ...n.split(/\s+/)]).filter((w) => w.length > 1 && /^\p{Lu}/u.test(w)),
    ),
  ];
  if (!words.length) return message;
  words.sort((a, b) => b.length - a.length);
  const re = new RegExp(`\\b(?:${words.map(escapeRe).join("|")})(?:'s)?\\b`, "gi");
  return message
    .replace(re, "")
    .replace(/\s+([,!?.])/g, "$1")
    .replace(/([,!?.])[,!]+/g, "$1")
    .replace(/^[\s,]+/, "")
    .replace(/\s{2,}/g, " ")
    .trim();
}

/**
 * The chat as this character lived it: its own lines and the member's. Another character's line is
 * neither the member's (no facts about the member in it) nor this one's (its sentences may come back).
 */
function ownView(request: ReplyRequest): readonly ChatTurn[] {
  const history = request.history ?? [];
  const others = new Set((request.others ?? []).map((o) => o.id));
  if (!others.size) return history;
  return history.filter((t) => t.role === "user" || !t.speaker || !others.has(t.speaker.id));
}

/** What the engine reads from a card, once per card and user name (cards rarely change). */
const parts = new Map<string, { voice: Voice; directives: Directives; examples: ExamplePair[] }>();
const PARTS_MAX = 200;

function cardParts(card: BotCard, fullName: string, userName: string) {
  const key = JSON.stringify([card, fullName, userName]);
  let found = parts.get(key);
  if (!found) {
    found = {
      voice: buildVoice(card, fullName),
      directives: readDirectives(card),
      examples: examplePairs(card, userName),
    };
    if (parts.size >= PARTS_MAX) parts.delete(parts.keys().next().value!);
    parts.set(key, found);
  }
  return found;
}

/** The context for answering `history`'s last user message, or null when there is none yet. */
export function buildContext(request: ReplyRequest): Ctx | null {
  const history = ownView(request);
  let lastUser = -1;
  for (let k = history.length - 1; k >= 0; k--) {
    if (history[k]!.role === "user") {
      lastUser = k;
      break;
    }
  }
  if (lastUser < 0) return null;
  const upTo = history.slice(0, lastUser + 1);
  const said = history[lastUser]!.content;
  const userName = firstName(request.userName);
  const background = readBackground(request);
  const facts = collectFacts(upTo, background.facts);
  const assistant = upTo.filter((t) => t.role === "assistant").map((t) => t.content.trim());
  const previous = [...upTo.slice(0, lastUser)].reverse().find((t) => t.role === "user");
  const card = request.bot;
  const others = (request.others ?? []).map((o) => o.name);
  const names = [card.name, request.userName ?? "", facts.name ?? "", ...others];
  // "How can I change her mind?" is read as "…change Ingrid's mind?" by every plan.
  const message = resolveReferences(said, upTo, names).text;
  const { voice, directives, examples } = cardParts(card, request.userName.trim() || userName, userName);
  return {
    bot: card,
    others,
    message,
    history: upTo,
    voice,
    directives,
    examples,
    cardText:
      `${card.description} ${card.personality} ${card.scenario} ${card.mes_example} ${card.tags.join(" ")}`.toLowerCase(),
    style: styleOf(card, voice),
    facts,
    background,
    userName,
    address: facts.name ?? userName,
    userTurns: upTo.filter((t) => t.role === "user").length,
    seed: hashSeed(`${said.trim().toLowerCase()}#${history.length}#${card.name}`),
    usage: new SentenceUsage(assistant),
    lately: new RecentReplies(assistant),
    recent: new Set(assistant.slice(-RECENT_WINDOW)),
    topic: topicOf(withoutNames(message, names)),
    previousTopic: () => (previous ? topicOf(withoutNames(previous.content, names)) : null),
    lang: replyLanguage(said, request.language),
    useName: false,
    preference: request.language ?? null,
    variant: Math.max(0, Math.floor(request.variant ?? 0)),
    alternatives: request.alternatives ?? [],
  };
}
