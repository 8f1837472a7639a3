// The default answer to an advice, kitchen or opinion question no situation on file covers: the
// question's shape (how often, what do I say, how do I stop X, is it weird to X, what would you do,
// how do I know it's done…) chooses the lines, and the parts the message names fill them (its named
// groups: the thing missed, the skill, the habit, what was spilled on what) with the person of the
// chat ("what do I say to Ilse?"). A shape may ask what the chat is about (a run, a vegetarian
// guest, an egg dish) for more particular lines; the first shape that fits wins. Words:
// words/advice-default.json.
import { findAdvice } from "./advice";
import type { Ctx } from "./context";
import { gerunds } from "./opinion";
import { picksOf } from "./picks";
import { answerPlan, fillAll, type Plan, type Vals } from "./plan";
import { capitalize, reflect } from "./text";
import { WORDS } from "./words";

interface Shape {
  ask: RegExp;
  also?: RegExp;
  not?: RegExp;
  yields?: boolean;
  about?: RegExp;
  lines: readonly string[];
}

type Written = {
  ask: string;
  also?: string;
  not?: string;
  yields?: boolean;
  about?: string;
  lines: string[];
};

const compile = (s: Written): Shape => ({
  ask: new RegExp(s.ask, "i"),
  also: s.also ? new RegExp(s.also, "i") : undefined,
  not: s.not ? new RegExp(s.not, "i") : undefined,
  yields: s.yields,
  about: s.about ? new RegExp(s.about, "i") : undefined,
  lines: s.lines,
});
const SHAPES = WORDS.adviceDefault.shapes.map(compile);
const TAKES = WORDS.adviceDefault.takes.map(compile);
/** The picks this message or one of the member's last few asks for, by what the message likes. */
function picksAsked(ctx: Ctx, text: string): string[] {
  for (const said of [text, ...userTurns(ctx).reverse()]) {
    const picks = picksOf(said, `${ctx.seed}:pick`, text);
    if (picks.length) return picks;
  }
  return [];
}

/** How many of the chat's latest turns say what it is about. */
const LOOKBACK = 8;
/** A part that is only a function word ("how many do I…") names nothing. */
const EMPTY = /^(?:times|do|does|did|should|can|could|i|you|we|it|that|this|of|a|an|the|to|is|are)$/i;
/** A capitalised word that is no one's name. */
const NOT_A_NAME =
  /^(?:I|I'm|I'd|I've|I'll|Im|OK|Ok|Okay|Hi|Hey|Yes|No|So|And|But|The|A|An|My|What|How|Why|When|Where|Which|Who|Is|Can|Should|Do|Monday|Tuesday|Wednesday|Thursday|Friday|Saturday|Sunday|January|February|March|April|May|June|July|August|September|October|November|December|Coach|God|Lol)$/;

const plain = (text: string) => text.replace(/[’‘]/g, "'").trim();

/** The person of the chat: a name in the middle of a sentence, this message's first, then the chat's. */
export function personOf(ctx: Ctx): string | undefined {
  const said = [ctx.message, ...userTurns(ctx).reverse()];
  for (const text of said)
    for (const m of text.matchAll(/(?<![.!?]\s|^)\b([A-Z][a-z]{2,})\b/g))
      if (!NOT_A_NAME.test(m[1]!) && m[1] !== ctx.voice.char.split(" ")[0]) return m[1];
  return undefined;
}

function userTurns(ctx: Ctx): string[] {
  return ctx.history
    .filter((t) => t.role === "user")
    .slice(-LOOKBACK)
    .map((t) => t.content);
}

/** The message and the chat's latest turns, both sides: what "it" and "the race" are. */
function chatText(ctx: Ctx): string {
  return ctx.history
    .slice(-LOOKBACK * 2)
    .map((t) => t.content)
    .join("\n");
}

/** The lines of the first shape the message has, filled with its parts; [] when none fits. */
function answerFrom(shapes: readonly Shape[], ctx: Ctx, vals: Vals): string[] {
  const text = plain(ctx.message);
  const chat = chatText(ctx);
  for (const shape of shapes) {
    const m = text.match(shape.ask);
    if (!m || (shape.also && !shape.also.test(text)) || shape.not?.test(text)) continue;
    if (shape.yields && findAdvice(text)) continue;
    if (shape.about && !shape.about.test(text) && !shape.about.test(chat)) continue;
    const parts = Object.fromEntries(
      Object.entries(m.groups ?? {})
        .filter((e): e is [string, string] => Boolean(e[1]) && !EMPTY.test(e[1]!.trim()))
        // Words to say stay in the member's own person ("I need a day off"); the rest is said back.
        .map(([k, v]): [string, string] => [k, k === "said" ? v.trim() : reflect(v.trim().toLowerCase())])
        // "learn piano" → "learning piano", after "start"; a lone noun ("yoga") stays as it is.
        .map(([k, v]): [string, string] => [k, k === "doing" && /\s/.test(v) ? gerunds(v) : v]),
    );
    const person = personOf(ctx);
    const [pick, pick2, pick3, pick4] = picksAsked(ctx, text);
    const lines = fillAll(shape.lines, {
      ...vals,
      ...parts,
      pick,
      pick2,
      pick3,
      pick4,
      person: person ?? "them",
    }) // No name in the chat: the words start without one.
      .map((line) => capitalize(line.replace(/"Them, (\w)/g, (_m, c: string) => `"${c.toUpperCase()}`)));
    if (lines.length) return lines;
  }
  return [];
}

/** Whether an advice or kitchen shape answers the message (a subject of its own, not the chat's). */
export function fitsAdviceShape(ctx: Ctx): boolean {
  return answerFrom(SHAPES, ctx, { pet: "you" }).length > 0;
}

/** Advice, kitchen and opinion questions answered from their shape and parts; null when none fits. */
export function adviceDefaultPlan(ctx: Ctx, vals: Vals): Plan | null {
  const lines = [...answerFrom(SHAPES, ctx, vals), ...answerFrom(TAKES, ctx, vals)];
  return lines.length ? answerPlan(lines) : null;
}
