// Composes one reply of the offline persona engine: picks the plan (a recall question, a skill,
// another language, or small talk), assembles it with the bot's voice (actions, openers, its own
// phrases, remembered facts, a follow-up), applies what the card asks for (directives.ts), and
// chooses the first variant whose longer sentences are fresh in this chat and that is not one of
// the last 20 replies. Deterministic: every choice draws from seeded dice (random.ts).
import { claimsHuman } from "../platform-rules";
import type { ReplyRequest } from "../types";
import { applyMacros } from "../macros";
import { buildContext, firstName, type Ctx } from "./context";
import {
  FACTS,
  GRUMBLES,
  HEALTH,
  MEDICAL_LIMIT,
  NEXT_STEPS,
  QUIRKS,
  RIFFS,
  TEACHING_PHRASES,
} from "./directives";
import { withGroupHandOff } from "./group";
import { factWeaves } from "./memory-lines";
import type { Plan } from "./plan";
import { seededRandom, type Dice } from "./random";
import * as T from "./templates";
import { countSentences, sanitize, splitSentences, wordCount } from "./text";
import { mayLeaveQuestion, pickVariant, withoutClosingQuestion } from "./pick";
import { endsWithQuestion, MAX_USES } from "./variety";
import { TONES } from "./voice";
import { planFor } from "./plan-chain";

const LOWERABLE = new Set(
  "that that's this it it's honestly okay well so oh hmm mm you your you're we what how there of as for not no yes aw aww ooh wow hey good right fair never always tell take come let let's now just a the and but maybe sometimes wait careful stop here simple step sit sounds ugh haha hehe see".split(
    " ",
  ),
);

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
    // "Processing..." or "Hmph." is a sound, not a sentence to put a name in.
    if (wordCount(sentence) < 2 && e < rest.length) {
      k = e;
      continue;
    }
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

/**
 * An item of `list`: from a random start, the first with fresh sentences; none when every item
 * was said in the last replies or twice in this chat (an add-on is better left out than worn out).
 */
function choose(ctx: Ctx, list: readonly string[], dice: Dice): string | undefined {
  // A line one of the last ten replies said is no add-on: it would be filler said again.
  const unsaid = list.filter((line) => ctx.lately.stale(line) === 0);
  if (!unsaid.length) return undefined;
  const best = ctx.usage.freshest(dice.rotate(unsaid));
  return best !== undefined && ctx.usage.worst(best) < MAX_USES ? best : undefined;
}

const CHOICES: Record<Ctx["style"] | "space", string[]> = {
  space: [
    "Do we scan it first, or go in for a closer look?",
    "Shields up and wait, or full burn ahead?",
    "Hail them, or run silent: your call?",
  ],
  adventure: [
    "Do we push on, or play it safe?",
    "Full speed ahead, or do we scout first?",
    "Left passage or right passage: your call?",
    "Which way: the high ridge or the river?",
  ],
  mystery: [
    "Where do we look first: the study or the cellar?",
    "Follow the footprints, or follow the money?",
    "Do we question the butler, or check the clock?",
  ],
  calm: [
    "Would you like to rest here a while, or walk on a little?",
    "Shall we stay by the fire, or look at the stars?",
  ],
  whimsical: [
    "Shall we go left, or right?",
    "Tea first, or adventure first?",
    "Do we open the door, or knock again?",
  ],
};

/** What the card asks every reply to have (directives.ts), added where the reply lacks it. */
function decorate(text: string, plan: Plan, ctx: Ctx, dice: Dice): string {
  const d = ctx.directives;
  let out = text;
  // An add-on goes before a closing question, so the reply still ends by asking.
  const append = (line: string | undefined) => {
    if (!line || out.includes(line)) return;
    const sep = plan.longForm ? "\n" : " ";
    const q = !endsWithQuestion(line) && out.match(/(?:^|[.!…]\s+)([^.!?…]*\?["'”)]*)\s*$/);
    out =
      q && q.index! > 0
        ? `${out.slice(0, q.index! + q[0].length - q[1]!.length).trimEnd()}${sep}${line}${sep}${q[1]}`
        : `${out}${sep}${line}`;
  };
  if (d.action && !/\*[^*]+\*/.test(out))
    out = `${dice.pick(ctx.voice.actions.length ? ctx.voice.actions : TONES[ctx.voice.tone].actions)} ${out}`;
  if (d.grumble && !/^(?:\*|hmph|ugh|humans)/i.test(out)) out = `${choose(ctx, GRUMBLES, dice)} ${out}`;
  // The robot's "Processing..." opens the reply, once.
  if (d.quirk === "robot") out = `Processing... ${out.replace(/\s*Processing\.\.\.\s*/gi, " ").trim()}`;
  if (!plan.addOns) return out;
  if (d.quirk && dice.chance(1 / 2)) append(choose(ctx, QUIRKS[d.quirk].slice(1), dice));
  if (d.phraseLang && !/[«“„「]/.test(out)) append(choose(ctx, TEACHING_PHRASES[d.phraseLang], dice));
  if (d.joke && !/\?\s+\S[^?]*[.!]/.test(out))
    append(choose(ctx, [...ctx.voice.phrases.filter((p) => /ba-dum|tss/i.test(p)), ...RIFFS], dice));
  if (d.fact) append(choose(ctx, FACTS[d.fact], dice));
  if (d.noMedical && HEALTH.test(ctx.message) && !MEDICAL_LIMIT.some((m) => out.includes(m)))
    append(choose(ctx, MEDICAL_LIMIT, dice));
  if (
    d.nextStep &&
    !endsWithQuestion(out) &&
    !(d.nextStep === "attempt" && /your turn|now you try/i.test(out))
  )
    append(choose(ctx, NEXT_STEPS[d.nextStep], dice));
  // The card's own example questions that offer a choice ("Which line shall I signal?").
  const offers = ctx.voice.questions.filter((q) =>
    /\bor\b|\bwhich\b|suggest|your call|shall we|do we/i.test(q),
  );
  if (d.endChoice && !endsWithQuestion(out))
    append(
      choose(
        ctx,
        [...offers, ...CHOICES[/\b(?:space|starship|nebula)\b/.test(ctx.cardText) ? "space" : ctx.style]],
        dice,
      ),
    );
  if (d.endQuestion && !endsWithQuestion(out) && !(d.clueOrQuestion && ctx.lately.askedLately))
    append(choose(ctx, [...plan.followUps, ...T.FOLLOW_UPS], dice));
  if (d.oneQuestion && (out.match(/\?/g) ?? []).length > 1) {
    // Only the first question stays.
    const sentences = splitSentences(out);
    const firstQ = sentences.findIndex((s) => /\?["'”)]*$/.test(s));
    out = sentences.filter((s, k) => k <= firstQ || !/\?["'”)]*$/.test(s)).join(" ");
  }
  return out;
}

function assemble(plan: Plan, i: number, ctx: Ctx): string {
  // Each variant has its own dice; the cores were put in a seeded order by planFor.
  const dice = seededRandom(`${ctx.seed}:${i}`);
  const { voice } = ctx;
  const core = plan.cores[i % plan.cores.length]!;
  const english = !plan.foreign;
  let lead = "";
  if (english && !core.startsWith("*") && dice.chance(plan.actionChance / 10)) {
    // Mostly the card's own actions, when it has a few; sometimes the tone's.
    const own = voice.actions.length > 0 && dice.chance(Math.min(3, voice.actions.length) / 4);
    lead = dice.pick(own ? voice.actions : TONES[voice.tone].actions) ?? "";
  }
  let body = core;
  if (english && plan.openers && !lead && dice.chance(1 / 4))
    body = withOpener(dice.pick(TONES[voice.tone].openers)!, core) ?? core;

  // A question in the core line ends the reply; otherwise comfort lines and weaves may follow.
  const open = endsWithQuestion(body) && !plan.foreign;
  let extra =
    !open && plan.extras.length && dice.chance(plan.extraChance / 10)
      ? (choose(ctx, plan.extras, dice) ?? "")
      : "";
  let weave = "";
  if (english && !open && !plan.longForm && dice.chance(plan.weaveChance / 10)) {
    const memory = factWeaves(ctx.facts, dice);
    // The card's named catchphrases; a card without any lends its example exclamations.
    const phrases = voice.signature.length
      ? voice.signature
      : voice.phrases.filter((p) => /!$/.test(p)).slice(0, 4);
    weave =
      (memory.length && (dice.chance(1 / 3) || !phrases.length)
        ? choose(ctx, memory, dice)
        : choose(ctx, phrases, dice)) ?? "";
  }
  let follow = "";
  const lastSoFar = weave || extra || body;
  if (
    plan.followUps.length &&
    !endsWithQuestion(lastSoFar) &&
    !endsWithQuestion(body) &&
    // One question in three replies: after a recent one, only a plan that needs it asks again.
    !mayLeaveQuestion(ctx, plan) &&
    dice.chance(plan.followChance / 10)
  ) {
    follow = choose(ctx, plan.followUps, dice) ?? "";
  }
  if (weave && endsWithQuestion(weave) && follow) follow = "";
  const lower = body.toLowerCase();
  if (extra && lower.includes(extra.toLowerCase())) extra = "";
  if (weave && lower.includes(weave.toLowerCase())) weave = "";

  const joiner = plan.longForm ? "\n" : " ";
  const build = () => [lead, body, extra, weave, follow].filter(Boolean).join(joiner);
  const limit = ctx.directives.brief ? 3 : 4;
  let text = build();
  if (!plan.longForm) {
    for (const drop of [() => (weave = ""), () => (extra = ""), () => (follow = "")]) {
      if (countSentences(text) <= limit) break;
      drop();
      text = build();
    }
  }
  if (english && !plan.longForm && mayLeaveQuestion(ctx, plan)) text = withoutClosingQuestion(text);
  if (english) text = decorate(text, plan, ctx, dice);
  if (ctx.useName && !plan.longForm && !plan.foreign) text = insertName(text, ctx.address);
  if (english) text = silentH(text);
  return sanitize(text).trim();
}

/** "12 pounds a hour" → "an hour": many figures' lines put "a" before a period named at run time. */
const silentH = (text: string) =>
  text.replace(
    /\b([Aa]) (hours?|hourly|honest|honou?r|heir)\b/g,
    (_m, a: string, word: string) => `${a}n ${word}`,
  );

function greeting(request: ReplyRequest): string {
  const names = { char: request.bot.name, user: request.userName.trim() };
  const text = applyMacros(request.bot.first_mes ?? "", names).trim();
  if (text) return sanitize(text);
  return sanitize(
    `*smiles* Hi ${firstName(request.userName) || "there"}! I'm ${request.bot.name}. What's on your mind?`,
  );
}

/** Composes the full reply for a request (exported for tests and the eval). */
export function composeReply(request: ReplyRequest): string {
  const ctx = buildContext(request);
  if (!ctx) return greeting(request);
  const plan = planFor(ctx);

  const tries = Math.max(plan.cores.length * 3, 30);
  const candidates: string[] = [];
  for (let i = 0; i < tries; i++) {
    const c = assemble(plan, i, ctx);
    // A line that echoes the user could come out as a claim to be human: never sent (the safety
    // layer would replace it anyway; the engine should not produce it).
    if (c && !ctx.recent.has(c) && !candidates.includes(c) && !claimsHuman(c)) candidates.push(c);
  }
  return withGroupHandOff(ctx, pickVariant(ctx, plan, candidates));
}
