// Ideas and a day's plan, made from the chat's own parts, even inside a scene: "my sister Inés is a
// medic on this station, i want to surprise her. ideas?" gets ideas for her by what she does (her
// name, her work, where she works); "whats the plan for tomorrow, give me a timeline" gets the day
// hour by hour, with what the member said they want or need to do in its slots. Words:
// words/plans.json.
import type { Ctx } from "./context";
import { answerPlan, fill, fillAll, type Plan, type Vals } from "./plan";
import { seededRandom } from "./random";
import { capitalize, reflect } from "./text";
import { WORDS } from "./words";

const P = WORDS.plans;
const JOBS = P.ideas.jobs.map((j) => ({ ...j, re: new RegExp(j.about, "i") }));
/** How many of the member's messages back the person and their plans are looked for. */
const LOOKBACK = 12;

const IDEAS =
  /\b(?:any )?ideas?\b|\bhow (?:do|can|should|could) i surprise\b|\bwhat (?:should|could|can) i (?:do|get|make|plan) for (?:her|him|them|my \w+)\b/i;
const OCCASION =
  /\b(?:surprise|birthday|anniversary|cheer (?:her|him|them) up|thank (?:her|him|them)|celebrat\w*|treat (?:her|him|them))\b/i;
/** "my sister Inés is a medic on this station", "my dad Tom works as a chef at the Ritz". */
const PERSON =
  /\bmy (\w+)(?:,? (\p{Lu}[\p{L}'-]+),?)? (?:is|works as) (?:a |an )?([a-z]+(?: (?!on\b|at\b|in\b)[a-z]+)?)(?: ((?:on|at|in) (?:this|the|a|an|our|my) [^.,!?]+))?/u;
const HER =
  /^(?:sister|mum|mom|mother|wife|girlfriend|daughter|aunt|auntie|gran|grandma|grandmother|niece|cousin girl)$/i;
const HIM = /^(?:brother|dad|father|husband|boyfriend|son|uncle|grandad|grandpa|grandfather|nephew)$/i;

const userTurns = (ctx: Ctx) =>
  ctx.history
    .filter((t) => t.role === "user")
    .slice(-LOOKBACK)
    .map((t) => t.content)
    .reverse();

/** Ideas for someone the member wants to surprise, by what they do; else null. */
export function ideasPlan(ctx: Ctx, vals: Vals): Plan | null {
  const typed = ctx.history.at(-1)?.content ?? ctx.message;
  const said = userTurns(ctx);
  if (!IDEAS.test(typed) || !said.slice(0, 3).some((s) => OCCASION.test(s))) return null;
  const told = said.map((s) => s.match(PERSON)).find(Boolean);
  if (!told) return null;
  const [, relation, name, job, place] = told;
  const words = HER.test(relation!)
    ? { they: "she", them: "her", their: "her" }
    : HIM.test(relation!)
      ? { they: "he", them: "him", their: "his" }
      : { they: "they", them: "them", their: "their" };
  const who = name ? `${name}, your ${relation}` : `your ${relation}`;
  const ideas = JOBS.find((j) => j.re.test(job!))?.ideas ?? P.ideas.general;
  const filled = { ...vals, ...words, who, place: place ? reflect(place) : undefined };
  const list = fillAll(ideas, filled).map((idea, k) => `${k + 1}. ${idea}`);
  const where = place ? (fill(P.ideas.place, filled) ?? "") : "";
  const cores = fillAll(P.ideas.intro, filled).map((intro) =>
    [intro, ...list, where].filter(Boolean).join("\n"),
  );
  return cores.length ? answerPlan(cores) : null;
}

const TIMELINE =
  /\b(?:timeline|itinerary|schedule)\b|\bplan for (?:tomorrow|today|tonight|the day|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i;
/** What the member said they want or need to do: "i want to surprise her", "we need to refuel". */
const TO_DO =
  /\b(?:i|we) (?:really )?(?:want|need|have|'d like|would like|plan|hope|wanna|gotta) to ([^.,!?;]{3,60})/gi;
const SELLS = /\b(?:the |a )?([a-z]+(?: [a-z]+)?) sells ([a-z]+(?: [a-z]+)?)/i;

/** The chat's errands and wishes, in the member's words, said to them. */
function toDoOf(ctx: Ctx): string[] {
  const out: string[] = [];
  // "Surprise her" is about the person the chat named.
  const name = userTurns(ctx)
    .map((s) => s.match(PERSON)?.[2])
    .find(Boolean);
  for (const said of userTurns(ctx).reverse()) {
    for (const m of said.matchAll(TO_DO))
      out.push(reflect(m[1]!.trim()).replace(/\b(?:her|him)\b/, (w) => name ?? w));
    const sells = said.match(SELLS);
    if (sells) out.push(`stock up on ${sells[2]} at the ${sells[1]}`);
  }
  return [...new Set(out)].filter((x) => !/\b(?:know|ask|say|talk)\b/i.test(x)).slice(0, 4);
}

/** A day's timeline, its slots filled with what the chat said the member wants to do; else null. */
export function timelinePlan(ctx: Ctx): Plan | null {
  const typed = ctx.history.at(-1)?.content ?? ctx.message;
  // A day's: "the schedule for the heist" is a scene's plan, not a day's.
  const day = typed.match(/\b(tomorrow|today|tonight|(?:mon|tues|wednes|thurs|fri|satur|sun)day)\b/i)?.[1];
  if (!TIMELINE.test(typed) || !day) return null;
  const dice = seededRandom(`${ctx.seed}:timeline`);
  const todo = toDoOf(ctx);
  const free = dice.rotate(P.timeline.free);
  const slots = P.timeline.slots.map((at, k) => ({ at, what: todo[k] ?? free[k % free.length]! }));
  const rows = [...P.timeline.fixed, ...slots]
    .sort((a, b) => a.at.localeCompare(b.at))
    .filter((row, k, all) => all.findIndex((r) => r.what === row.what) === k)
    .map((row) => `${row.at}: ${capitalize(row.what)}`);
  return answerPlan(
    P.timeline.intro.map((intro) => [intro.replace("{day}", day.toLowerCase()), ...rows].join("\n")),
  );
}
