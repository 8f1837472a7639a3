// The offline persona engine: an in-character conversational reply built only from the bot card
// and the conversation so far. Deterministic (string hashing, no random numbers), no network,
// never repeats one of its last 20 replies, and streams word by word.

import type { AIProvider, ChatTurn, ReplyRequest } from "./types";
import { applyMacros } from "./macros";
import { detectIntent } from "./persona-intents";
import { collectFacts, factWeaves, type UserFacts } from "./persona-memory";
import { fillAll, planReply, type Plan, type Vals } from "./persona-plan";
import * as T from "./persona-templates";
import { countSentences, hash, pick, sanitize, wordCount } from "./persona-text";
import { TONES, buildVoice, type Voice } from "./persona-voice";

const RECENT_WINDOW = 20;
const LOWERABLE = new Set(
  "that that's this it it's honestly okay well so oh hmm mm you your you're we what how there of as for not no yes aw aww ooh wow hey good right fair never always tell take come let let's now just a the and but maybe sometimes wait careful stop here simple step sit sounds ugh haha hehe see".split(
    " ",
  ),
);

function firstName(userName: string): string {
  return userName.trim().split(/\s+/)[0] ?? "";
}

/** Adds the user's name to the first sentence ("Hi there, Sam!"), skipping a leading *action*. */
function insertName(text: string, name: string): string {
  if (!name || text.toLowerCase().includes(name.toLowerCase())) return text;
  const lead = text.match(/^\*[^*]*\*\s*/)?.[0] ?? "";
  const rest = text.slice(lead.length);
  let inAction = false;
  for (let k = 0; k < rest.length; k++) {
    const c = rest[k]!;
    if (c === "*") inAction = !inAction;
    if (inAction || !/[.!?…]/.test(c)) continue;
    let e = k;
    while (e < rest.length && /[.!?…]/.test(rest[e]!)) e++;
    if (e < rest.length && !/\s/.test(rest[e]!)) {
      k = e;
      continue;
    }
    const sentence = rest.slice(0, k).replace(/[,\s]+$/, "");
    const firstWord = (sentence.split(/\s+/)[0] ?? "").toLowerCase().replace(/[^a-z']/g, "");
    if (wordCount(sentence) > 12 && LOWERABLE.has(firstWord)) {
      return `${lead}${name}, ${rest.charAt(0).toLowerCase()}${rest.slice(1)}`;
    }
    return `${lead}${sentence}, ${name}${rest.slice(k)}`;
  }
  return `${lead}${rest.replace(/[\s,]+$/, "")}, ${name}.`;
}

function withOpener(opener: string, core: string): string | null {
  if (!/,$/.test(opener)) return `${opener} ${core}`;
  const firstWord = (core.split(/\s+/)[0] ?? "").toLowerCase().replace(/[^a-z']/g, "");
  if (!LOWERABLE.has(firstWord)) return null;
  return `${opener} ${core.charAt(0).toLowerCase()}${core.slice(1)}`;
}

interface Ctx {
  seed: number;
  voice: Voice;
  facts: UserFacts;
  address: string;
  useName: boolean;
}

function endsWithQuestion(text: string): boolean {
  return /\?["'”)]*\s*$/.test(text);
}

function assemble(plan: Plan, i: number, ctx: Ctx): string {
  const h = hash(`${ctx.seed}:${i}`);
  const { voice } = ctx;
  const core = plan.cores[(ctx.seed + i) % plan.cores.length]!;
  let lead = "";
  if (!core.startsWith("*") && h % 10 < plan.actionChance) {
    const own = voice.actions.length > 0 && (h >>> 20) % 4 < Math.min(3, voice.actions.length);
    lead = pick(own ? voice.actions : TONES[voice.tone].actions, h, "act") ?? "";
  }
  let body = core;
  if (plan.openers && !lead && (h >>> 3) % 4 === 0)
    body = withOpener(pick(TONES[voice.tone].openers, h, "op")!, core) ?? core;

  // A question from the core line ends the reply; otherwise comfort lines and weaves may follow.
  const open = endsWithQuestion(body);
  let extra =
    !open && plan.extras.length && (h >>> 5) % 10 < plan.extraChance ? pick(plan.extras, h, "ex")! : "";
  let weave = "";
  const memory = factWeaves(ctx.facts, h);
  const phrases = voice.phrases.slice(0, 5);
  // Few signature lines are used sparingly, so they don't turn into a tic.
  const weaveChance =
    memory.length || phrases.length >= 4
      ? plan.weaveChance
      : Math.ceil((plan.weaveChance * phrases.length) / 4);
  if (!open && (h >>> 9) % 10 < weaveChance) {
    weave =
      (memory.length && ((h >>> 12) % 3 === 0 || !phrases.length)
        ? pick(memory, h, "mw")
        : pick(phrases, h, "ph")) ?? "";
  }
  let follow = "";
  const lastSoFar = weave || extra || body;
  if (
    plan.followUps.length &&
    !endsWithQuestion(lastSoFar) &&
    !endsWithQuestion(body) &&
    (h >>> 15) % 10 < plan.followChance
  ) {
    follow = pick(plan.followUps, h, "fu") ?? "";
  }
  if (weave && endsWithQuestion(weave) && follow) follow = "";
  const lower = body.toLowerCase();
  if (extra && lower.includes(extra.toLowerCase())) extra = "";
  if (weave && lower.includes(weave.toLowerCase())) weave = "";

  const build = () => [lead, body, extra, weave, follow].filter(Boolean).join(" ");
  let text = build();
  if (countSentences(text) > 4) weave = "";
  text = build();
  if (countSentences(text) > 4) extra = "";
  text = build();
  if (countSentences(text) > 4) follow = "";
  text = build();
  if (ctx.useName) text = insertName(text, ctx.address);
  return sanitize(text).trim();
}

function greeting(request: ReplyRequest): string {
  const names = { char: request.bot.name, user: request.userName.trim() };
  const text = applyMacros(request.bot.first_mes ?? "", names).trim();
  if (text) return sanitize(text);
  return sanitize(
    `*smiles* Hi ${firstName(request.userName) || "there"}! I'm ${request.bot.name}. What's on your mind?`,
  );
}

/** Composes the full reply for a request (exported for tests and benchmarks). */
export function composeReply(request: ReplyRequest): string {
  const history: readonly ChatTurn[] = request.history ?? [];
  let lastUser = -1;
  for (let k = history.length - 1; k >= 0; k--) {
    if (history[k]!.role === "user") {
      lastUser = k;
      break;
    }
  }
  if (lastUser < 0) return greeting(request);

  const message = history[lastUser]!.content;
  const userTurns = history.filter((t) => t.role === "user").length;
  const recent = new Set(
    history
      .filter((t) => t.role === "assistant")
      .slice(-RECENT_WINDOW)
      .map((t) => t.content.trim()),
  );
  const userName = firstName(request.userName);
  const voice = buildVoice(request.bot, request.userName.trim() || userName);
  const facts = collectFacts(history.slice(0, lastUser + 1));
  const address = facts.name ?? userName;
  const seed = hash(`${message.trim().toLowerCase()}#${history.length}#${request.bot.name}`);
  const intent = detectIntent(message);
  const useName =
    Boolean(address) &&
    (userTurns === 1 ||
      hash(`${seed}:name`) % 10 < 6 ||
      ["greeting", "goodbye", "affection"].includes(intent.kind));

  const traits = voice.traits;
  const interests = voice.interests;
  const ti = seed % Math.max(1, traits.length);
  const ii = (seed >>> 4) % Math.max(1, interests.length);
  const vals: Vals = {
    char: voice.char,
    pet: useName ? address : pick(TONES[voice.tone].pets, seed, "pet"),
    trait: traits[ti],
    trait2: traits.length > 1 ? traits[(ti + 1) % traits.length] : undefined,
    interest: interests[ii],
    interest2: interests.length > 1 ? interests[(ii + 1) % interests.length] : undefined,
    self: voice.selfLine.replace(/^I'm\s+/, ""),
    scenario: voice.scenario,
  };

  const plan = planReply(message, intent, facts, voice, vals, address, userTurns);
  if (!plan.cores.length) plan.cores = fillAll(T.INTENTS.statement!.lines, vals);
  plan.followUps = [...plan.followUps, ...T.FOLLOW_UPS.slice(0, 3)];
  if (plan.forceName || userTurns === 1) plan.forceName = true;
  const ctx: Ctx = { seed, voice, facts, address, useName: useName || (plan.forceName && Boolean(address)) };

  const tries = Math.max(plan.cores.length * 3, 30);
  for (let i = 0; i < tries; i++) {
    const candidate = assemble(plan, i, ctx);
    if (candidate && !recent.has(candidate)) return candidate;
  }
  // Fallback: a core line plus one of many distinct follow-up questions. There are more follow-ups
  // than remembered replies, so at least one of these strings is new.
  const core = plan.cores[seed % plan.cores.length]!;
  const base = ctx.useName ? insertName(core, address) : core;
  let last = "";
  for (let j = 0; j < T.FOLLOW_UPS.length; j++) {
    last = sanitize(`${base} ${T.FOLLOW_UPS[(seed + j) % T.FOLLOW_UPS.length]}`).trim();
    if (!recent.has(last)) return last;
  }
  return `${last} ${T.FOLLOW_UPS[seed % T.FOLLOW_UPS.length]}`;
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    if (signal?.aborted) return resolve();
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal?.removeEventListener("abort", done);
      resolve();
    }
    signal?.addEventListener("abort", done, { once: true });
  });
}

export function createPersonaProvider(options: { delayMs?: number } = {}): AIProvider {
  const delayMs = Math.max(0, options.delayMs ?? 0);
  return {
    name: "persona",
    async *streamReply(request: ReplyRequest): AsyncIterable<string> {
      const signal = request.signal;
      if (signal?.aborted) return;
      const reply = composeReply(request);
      const words = reply.match(/\s*\S+\s*/g) ?? [];
      for (let k = 0; k < words.length; k++) {
        if (signal?.aborted) return;
        if (k > 0 && delayMs > 0) {
          await sleep(delayMs, signal);
          if (signal?.aborted) return;
        }
        yield words[k]!;
      }
    },
  };
}
