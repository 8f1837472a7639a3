// "yeah its called Spoke & Chain, on Delancey st" after "I got a job at a bike shop": the member
// names the thing they just told of. The reply says the name back and what it is the name of (the
// last noun phrase of their message before), not "Tell me more about Spoke Chain".
import type { Ctx } from "./context";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { WORDS } from "./words";

const CALLED =
  /^(?:(?:yeah|yes|yep|so|and|ok|okay|oh)[,!.]?\s+)*(?:it's|its|it is|it was|they're|theyre|they are)\s+(?:called|named)\s+((?:[A-Z0-9][\p{L}\d'’-]*)(?:\s+(?:&|and|of|the|[A-Z0-9][\p{L}\d'’-]*))*)/u;
const NOUN_PHRASE =
  /\b(?:a|an|the|my|our|this)\s+((?:[a-z-]+\s+){0,2}?[a-z-]{3,})(?=\s*(?:[,.;!?]|$|\s+(?:and|but|on|in|at|for|with|started|since|that|which|who)\b))/gi;

/** The plan saying a name back with what it names, or null when the message gives no such name. */
export function goodNamePlan(ctx: Ctx, vals: Vals): Plan | null {
  const named = ctx.message
    .replace(/[’‘]/g, "'")
    .trim()
    .match(CALLED)?.[1]
    ?.replace(/\s+(?:and|of|the)$/, "");
  if (!named) return null;
  const before =
    [...ctx.history]
      .slice(0, -1)
      .reverse()
      .find((t) => t.role === "user")?.content ?? "";
  const thing = [...before.matchAll(NOUN_PHRASE)].pop()?.[1];
  if (!thing || /^(?:new|old|job|thing|one|place)$/i.test(thing)) return null;
  const lines = fillAll(WORDS.talk.goodName, { ...vals, name: named, thing: thing.toLowerCase() });
  return { ...basePlan(lines), followChance: 2, weaveChance: 0, actionChance: 3 };
}
