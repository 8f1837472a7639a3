// "What would I even say?", "What should she focus on?", "Could I use that to make up?", "Can I
// negotiate the salary?": advice about the member's own situation, told in the messages before.
// The reply restates it (who, what, when: the latest sentence the member told that names someone
// or a number, said back to them) and gives the next step the question asks for (words/advice.json
// "situation": what to say, what to focus on, an occasion to use, a request to make).
import { personOf } from "./advice-default";
import type { Ctx } from "./context";
import { detectIntent } from "./intents";
import { parseQuestion } from "./intent-parse";
import { basePlan, fill, type Plan } from "./plan";
import { seededRandom } from "./random";
import { resolveReferences } from "./references";
import { entitiesIn } from "./scene-state";
import { capitalize, namesAndTheirWords, reflect, splitSentences } from "./text";
import { WORDS } from "./words";

const FRAMES = WORDS.advice.situation.map((f) => ({
  asks: new RegExp(f.asks, "i"),
  needs: f.needs ? new RegExp(f.needs, "i") : undefined,
  lines: f.lines,
}));
/** How many of the member's messages back a situation is looked for. */
const LOOKBACK = 4;
const WHEN =
  /\b(?:today|tonight|tomorrow|(?:next|this|on) (?:week|month|weekend|monday|tuesday|wednesday|thursday|friday|saturday|sunday)|monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/i;
const SMALL = /^(?:hi|hey|hello|yes|yeah|no|nope|ok|okay|thanks|thank you|anyway|well|lol|haha)\b/i;

interface Situation {
  /** The sentence that tells it, in the bot's words ("your daughter Ada has a test on Monday"). */
  told?: string;
  /** Who it is about, by name. */
  who?: string;
  /** Told in the question's own message ("We split the bills… Is it fair to bring that up?"). */
  here?: boolean;
}

/** The member's latest told sentence naming someone or a number, and the person it names. */
function situationOf(ctx: Ctx, names: readonly string[]): Situation {
  const excluded = namesAndTheirWords(names);
  const users = ctx.history.map((t, k) => ({ t, k })).filter((x) => x.t.role === "user");
  const recent = users.slice(-1 - LOOKBACK).reverse();
  let who: string | undefined;
  for (const [n, { t, k }] of recent.entries()) {
    const text =
      n === 0 ? ctx.message : resolveReferences(t.content, ctx.history.slice(0, k + 1), names).text;
    const said = splitSentences(text.replace(/\*[^*]*\*/g, " "));
    // In the question's own message, what follows the question ("…tomorrow? like the actual
    // words") says more about the question, not the situation.
    const asked = n === 0 ? said.map((x) => /\?\s*$/.test(x)).lastIndexOf(true) : -1;
    const sentences = (asked >= 0 ? said.slice(0, asked + 1) : said).reverse();
    for (const sentence of sentences) {
      const person = entitiesIn(sentence, 0, excluded).find(
        (e) => e.kind === "person" && /^[A-Z]/.test(e.name),
      );
      who ??= person?.name;
      if (/\?\s*$/.test(sentence) || SMALL.test(sentence) || sentence.split(/\s+/).length < 4) continue;
      // In the question's own message, the sentence before it is the situation ("Her birthday is
      // on Friday. Could I use that?"); further back, one naming someone or a number.
      if (n > 0 && !person && !/\d/.test(sentence) && !WHEN.test(sentence)) continue;
      const told = reflect(sentence.replace(/[.!…]+$/, "").replace(/^(?:so|and|but|well),?\s+/i, ""));
      // "Your daughter…" goes on in lower case after "Since"; "Adaeze's birthday…" keeps its capital.
      const common = /^(?:you|your|the|a|an|it|there|this|that|we|they|he|she|our|one)\b/i.test(told);
      return {
        told: common ? told.charAt(0).toLowerCase() + told.slice(1) : told,
        who: who ?? person?.name,
        here: n === 0,
      };
    }
  }
  return { who };
}

/** The situation, with the person a lowercase message names ("say to Ilse") when none was read. */
function situationWithPerson(ctx: Ctx, names: readonly string[]): Situation {
  const situation = situationOf(ctx, names);
  return { ...situation, who: situation.who ?? personOf(ctx) };
}

const PLAN_TOLD =
  /(?:\b(?:i'm|i am|we're|we are)\s+|(?:^|[.!?,;]\s+))(?:planning|organi[sz]ing|arranging)\s+((?:a|an|the|our|my|some|a few|a couple of|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\d+)\s[^.!?]{3,80})/i;

/** Is this a plan being made ("we're organising a party…"), which planToldPlan answers? */
export function tellsPlanInMaking(message: string): boolean {
  return PLAN_TOLD.test(message.replace(/[’‘]/g, "'"));
}

/** "I'm planning a week in Portugal in October.": the whole plan said back, and where to start. */
function planToldPlan(ctx: Ctx): Plan | null {
  const m = ctx.message.replace(/[’‘]/g, "'").match(PLAN_TOLD);
  if (!m || detectIntent(ctx.message).kind === "feeling") return null;
  const plan = reflect(m[1]!.trim().replace(/[,;:]+$/, ""));
  const lines = WORDS.advice.planTold
    .map((line) => fill(line, { plan }))
    .filter((l): l is string => Boolean(l));
  // A card that ends on a question asks about the plan, not about the member's day.
  const asks = [
    "Who's going with you?",
    "What's the one thing it has to include?",
    "What's the budget looking like?",
  ];
  return { ...basePlan(lines.map(capitalize), asks), followChance: 0, weaveChance: 0 };
}

export function situationPlan(ctx: Ctx): Plan | null {
  if (!/\?/.test(ctx.message)) return planToldPlan(ctx);
  const shape = parseQuestion(ctx.message);
  if (!shape || !/^(?:should|could|would|can|do|might|will|is|was)$/i.test(shape.aux)) return null;
  const asked =
    splitSentences(ctx.message)
      .filter((s) => /\?\s*$/.test(s))
      .at(-1) ?? "";
  const frame = FRAMES.find((f) => f.asks.test(asked.replace(/[’‘]/g, "'")));
  if (!frame) return null;
  const names = [ctx.bot.name, ctx.userName, ...ctx.others];
  const situation = situationWithPerson(ctx, names);
  // With nothing told yet, this is a general question for the other plans; "is it fair to…?" is
  // about what the same message tells.
  if (!situation.told && !situation.who) return null;
  if (/^(?:is|was)$/i.test(shape.aux) && !situation.here) return null;
  if (frame.needs && !frame.needs.test(`${situation.told ?? ""} ${asked}`)) return null;
  const goal = asked.match(/\bto\s+([^?]+)\?*\s*$/i)?.[1];
  const vals = {
    situation: situation.told,
    who: situation.who,
    goal: goal && reflect(goal.trim()),
    action: /^(?:i|we)$/i.test(shape.subject) ? reflect(shape.rest) : undefined,
  };
  const filled = (own: boolean) =>
    frame.lines
      .filter((line) => /\{\w+\}/.test(line) === own)
      .map((line) => fill(line, vals))
      .filter((line): line is string => Boolean(line))
      .map(capitalize);
  // The lines that restate the situation or name the person first, in a seeded order; the ones
  // that need neither after them.
  const lines = [...seededRandom(`${ctx.seed}:situation`).rotate(filled(true)), ...filled(false)];
  if (!lines.length) return null;
  // The step is the answer: no card add-on (a drill, a push, a fun fact) is put after it.
  return {
    ...basePlan(lines),
    ordered: true,
    followChance: 0,
    weaveChance: 0,
    addOns: false,
  };
}
