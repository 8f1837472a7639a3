// A question to the bot about itself and its world ("what do you do on your day off?", "what's your
// restaurant called?", "do you think it's safe to cross at night?", "teach me a drill") answered
// from what its card says (card-facts.ts), in its own voice: a name it knows, a habit, a take with a
// reason, a recommendation. When the card says nothing that fits, nothing here answers, and the
// small-talk plan does (no fact is made up that the card could contradict).
import { aboutCardPlan, plain } from "./about-card";
import { lorePlanFor } from "./about-lore";
import { readCard, type CardFacts } from "./card-facts";
import type { Ctx } from "./context";
import { gerunds } from "./opinion";
import { experiencePlan, inspiredPlan, routinePlan, worldPlan } from "./self-experience";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { seededRandom } from "./random";
import { cardLikes, favourite } from "./self";
import { reflect } from "./text";
import { WORDS } from "./words";

const W = WORDS.self;
/**
 * A card's facts by the text they are read from: each reply loads its bot afresh, so a cache keyed
 * by the object would never be hit again. A cache of a pure function, nothing a reply depends on.
 */
const cache = new Map<string, CardFacts>();
const CACHED_CARDS = 500;

function factsOf(ctx: Ctx): CardFacts {
  const { name, description, personality, scenario } = ctx.bot;
  const key = JSON.stringify([name, description, personality, scenario]);
  let facts = cache.get(key);
  if (!facts) {
    facts = readCard(ctx.bot);
    if (cache.size >= CACHED_CARDS) cache.delete(cache.keys().next().value!);
    cache.set(key, facts);
  }
  return facts;
}

/** Addressed to the bot, and asking: "you"/"your" in a question, or "tell me about your…". */
const ADDRESSED = /\b(?:you|your|yours|yourself|ya|u|ur)\b/i;
const ASKING =
  /\?\s*$|^(?:what|who|where|when|which|how|why|do|does|did|are|is|would|will|can|could|have|tell me)\b/i;

const STOP = new Set(
  "what whats which where when have does your yours yourself about tell think really there their this that with from would could should like love favourite favorite thing things very much much kind something anything".split(
    " ",
  ),
);

/** Content words, cut to a stem ("restaurant", "grandfath…") for matching against the card. */
function stems(text: string): string[] {
  return (text.toLowerCase().match(/[a-z]{4,}/g) ?? []).filter((w) => !STOP.has(w)).map((w) => w.slice(0, 6));
}

function shares(text: string, wanted: string[]): number {
  const have = new Set(stems(text));
  return wanted.filter((w) => have.has(w)).length;
}

/** The card's line that answers most of what was asked, if one shares a word with the question. */
function best(lines: readonly string[], asked: string[]): string | null {
  let found: string | null = null;
  let score = 0;
  for (const s of lines) {
    const n = shares(s, asked);
    if (n > score) [found, score] = [s, n];
  }
  return found;
}

function plan(lines: string[], vals: Vals, follow = 0): Plan {
  return { ...basePlan(fillAll(lines, vals)), followChance: follow, weaveChance: 2, actionChance: 3 };
}

const GRUFF = /\b(?:grumpy|sarcastic|gruff|aloof|unimpressed|grumbl)/i;

function visits(ctx: Ctx, t: string, vals: Vals): Plan | null {
  if (
    !/\b(?:do|did) you (?:actually |really |honestly |secretly )?(?:like|enjoy|mind|love|miss)\b.*\b(?:my (?:visits?|company|coming)|me (?:coming|visiting|here|around)|when i (?:visit|come|stop by|drop by)|having me|our (?:chats?|talks?|visits?)|talking (?:to|with) me|me\s*\??$)|\bare you (?:glad|happy) (?:i|to see me)\b/i.test(
      t,
    )
  )
    return null;
  return plan(GRUFF.test(ctx.cardText) ? W.visitsGruff : W.visits, vals);
}

function nameOf(facts: CardFacts, t: string, vals: Vals): Plan | null {
  const m =
    t.match(/\bwhat(?:'s| is| was) (?:the name of )?your ([a-z' ]+?)(?:'s name| called| named)?\s*\??$/i) ??
    t.match(/\bwhat do you call (?:your|the) ([a-z' ]+?)\s*\??$/i);
  if (!m || !/name|called|call\b|named/i.test(t)) return null;
  const asked = stems(m[1]!.replace(/'s$/, ""));
  // "ship" is a "starship", "train" a "sleeper train": a word of what it is contains the one asked.
  const found = facts.named.find((n) =>
    (n.kinds.toLowerCase().match(/[a-z]{3,}/g) ?? []).some((w) => asked.some((a) => w.includes(a))),
  );
  if (!found) return null;
  return plan(W.named, { ...vals, name: found.name, what: found.what });
}

/** "Who's Biscuit?", "tell me about Casa Duarte": a named thing of the card, asked by its name. */
function byName(facts: CardFacts, t: string, vals: Vals): Plan | null {
  if (!/\b(?:who|what|tell me about|where)\b/i.test(t)) return null;
  const found = facts.named.find((n) =>
    new RegExp(`\\b${n.name.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(t),
  );
  return found ? plan(W.named, { ...vals, name: found.name, what: found.what }) : null;
}

/** "What's good here?", "what's the best thing on the menu?": the house favourite. */
function menu(ctx: Ctx, facts: CardFacts, t: string, vals: Vals): Plan | null {
  if (
    !/\bwhat(?:'s| is)\s+(?:good|best|popular|the best(?: thing)?|your best(?: thing)?|the special)\s*(?:here|on the menu|today|tonight)?\s*\??$|\bwhat(?:'s| is)\s+(?:the|your)\s+(?:most popular|best[- ]?selling|best|signature|favou?rite)\s+(?:drink|dish|thing|coffee|cake|item|order|bake|plate)(?:\s+(?:here|on the menu|you (?:make|serve|sell|do|have)))?\s*\??$/i.test(
      t,
    ) ||
    !/\b(?:caf[eé]|coffee|kitchen|cook|restaurant|stall|bake|menu|tea|market|bar)\b/.test(ctx.cardText)
  )
    return null;
  const kind = /\b(?:caf[eé]|coffee)\b/.test(ctx.cardText) ? "coffee" : "food";
  const thing = facts.skills[0] ?? favourite(kind, ctx.cardText, ctx.seed);
  return thing ? plan(W.menu, { ...vals, thing }) : null;
}

const OFF_DUTY =
  /\b(?:days? off|free time|spare time|off duty|off-duty|weekends?|for fun|after work|downtime|to relax|to unwind|when you(?:'re| are) not\b[^?.!]*|between (?:shifts|gigs|jobs))\b/i;

function offDuty(facts: CardFacts, ctx: Ctx, t: string, vals: Vals): Plan | null {
  const asked = t.match(OFF_DUTY)?.[0];
  if (!asked) return null;
  // The time they asked about, said back: "your day off" → "day off"; "when you're not working" → "time off".
  const when = /^(?:days? off|free time|spare time|weekends?|downtime)$/i.test(asked)
    ? asked.toLowerCase().replace(/^weekends$/, "weekend")
    : /^when\b/i.test(asked)
      ? "free time"
      : "time off";
  const likes = seededRandom(`${ctx.seed}:off`).rotate(facts.likes);
  if (likes.length >= 2) return plan(W.offDuty, { ...vals, when, like: likes[0], like2: likes[1] });
  const doing = facts.doings.find((d) => !/\byou\b/.test(d)) ?? "work";
  return plan(W.offDutyPlain, { ...vals, when, doing });
}

function job(facts: CardFacts, t: string, vals: Vals): Plan | null {
  if (
    !/\bwhat do you do(?: for (?:a living|work|money))?\s*\??$|\bwhat(?:'s| is) your (?:job|work|line of work)\b|\bwhat is it you do\b/i.test(
      t,
    )
  )
    return null;
  const own = facts.doings.filter((d) => !/\byou\b/.test(d));
  return own.length ? plan(W.job, { ...vals, doing: own[0], doing2: own[1] }) : null;
}

function teach(facts: CardFacts, t: string, vals: Vals): Plan | null {
  const m = t.match(
    /\b(?:teach me|show me|give me|recommend|suggest|what(?:'s| is)|do you (?:have|know)|got)\b.*\b(drill|exercise|technique|trick|move|skill|stretch|warm-?up)s?\b/i,
  );
  if (!m) return null;
  if (!facts.skills.length) return plan(W.teachPlain, vals);
  const asked = stems(t);
  const thing = facts.skills.find((s) => shares(s, asked) > 0) ?? facts.skills[facts.skills.length - 1]!;
  return plan(W.teach, { ...vals, thing });
}

function recommend(facts: CardFacts, ctx: Ctx, t: string, vals: Vals): Plan | null {
  if (
    !/\bwhat(?: [a-z]+){0,2} (?:do|would) you (?:recommend|suggest)\b|\b(?:can|could) you (?:recommend|suggest)\b|^(?:please )?(?:recommend|suggest)\b|\bwhat should i (?:order|get|try|have)\b|^(?:have you )?got anything\b|^anything (?:sweet|good|new|special)\b|\byour (?:recommendation|pick)\b/i.test(
      t,
    )
  )
    return null;
  const kind = t.match(
    /\b(coffee|tea|drink|book|food|snack|dessert|movie|film|song|music|game|place|city|sweet)\b/i,
  )?.[1];
  const pick = kind
    ? favourite(kind.toLowerCase() === "sweet" ? "dessert" : kind, ctx.cardText, ctx.seed)
    : null;
  // What the card says it makes or loves, of the kind asked ("what sauce…" → "sauces you can shake up").
  const noun = t.match(/\bwhat ([a-z]+)(?: [a-z]+)? (?:do|would) you\b/i)?.[1];
  const asked = noun ? stems(noun.replace(/s$/, "")) : [];
  const own = [...facts.skills, ...facts.likes].find((x) => asked.length && shares(x, asked) > 0);
  const thing = pick ?? own ?? (noun ? undefined : (facts.skills[0] ?? facts.likes[0]));
  return thing ? plan(W.recommend, { ...vals, thing }) : plan(W.recommendPlain, vals);
}

function activity(facts: CardFacts, t: string, vals: Vals): Plan | null {
  const m = t.match(
    /\bwhat(?: (\w+))? (?:are|r) (?:you|u) (playing|reading|cooking|making|writing|drinking|watching|listening to|working on|baking|humming)\b/i,
  );
  if (!m) return null;
  const asked = stems(`${m[1] ?? ""} ${m[2]}`);
  const like = facts.likes.find((l) => shares(l, asked) > 0);
  if (like) return plan(W.activity, { ...vals, like });
  // "What are you baking?" → "I bake too many cookies": what the card says it does, by the verb asked.
  const verb = m[2]!.split(" ")[0]!.replace(/ing$/, "").slice(0, 4);
  const doing = facts.clauses.find((c) => c.toLowerCase().startsWith(`i ${verb}`));
  if (doing) return plan(W.activityDoing, { ...vals, doing: doing.replace(/^I\s+/, "") });
  const any = facts.likes.find((l) => /s$/.test(l));
  return any ? plan(W.activity, { ...vals, like: any }) : null;
}

function likes(facts: CardFacts, ctx: Ctx, t: string, vals: Vals): Plan | null {
  const m =
    t.match(
      /^(?:so |and |but )?(?:do|would) you (?:really |ever |actually )?(?:like|love|enjoy|drink|eat|play|read|watch|listen to) ([^?]+?)\s*\??$/i,
    ) ??
    t.match(
      /^(?:so |and |but )?is ([^?]+?) (?:really |actually )?(?:that |so )?(?:amazing|great|good|special|important|fun) (?:to|for) you\s*\??$/i,
    ) ??
    t.match(/^(?:so |and |but )?are you (?:a fan of|into) ([^?]+?)\s*\??$/i) ??
    t.match(/\bwhat do you (?:love|like) (?:most )?about ([^?]+?)\s*\??$/i);
  if (!m) return null;
  const thing = reflect(m[1]!).replace(/[.!]+$/, "");
  if (thing.split(/\s+/).length > 6 || /^(?:me|it|that|this)$/i.test(thing)) return null;
  const known = cardLikes(ctx.cardText, thing) || facts.likes.some((l) => shares(l, stems(thing)) > 0);
  return plan(known ? W.likes : W.likesPlain, { ...vals, thing });
}

function opinion(ctx: Ctx, t: string, vals: Vals): Plan | null {
  const m =
    t.match(
      /\bwhat(?:'s| is| are)? (?:do you think|your (?:take|opinion|view|thoughts)) (?:of|about|on) ([^?]+?)\s*\??$/i,
    ) ??
    t.match(/\bhow do you feel about ([^?]+?)\s*\??$/i) ??
    t.match(
      /^(?:so |and |but |honestly,? )?(?:do|would) you think (?:that )?(?:it(?:'s| is|'d be| would be) (\w+(?: \w+){0,2}) to )?((?!of\b|about\b)[^?]+?)\s*\??$/i,
    );
  if (!m) return null;
  const quality = m.length > 2 ? (m[1] ?? "") : "";
  const raw = reflect(m[m.length - 1]!);
  const thing = quality ? gerunds(raw) : raw;
  if (!thing || thing.split(/\s+/).length > 9) return null;
  const said = `${quality} ${t}`;
  // What the card itself says about it ("I complain about knights") decides the take first.
  const own = best(factsOf(ctx).clauses, stems(thing)) ?? "";
  const take = /\b(?:complain|hate|grumble|afraid|unimpressed|dislike|suspicious)\w*\b/i.test(own)
    ? W.takes.against
    : /\b(?:love|adore|enjoy|fond|proud|like)\w*\b/i.test(own)
      ? W.takes.good
      : /\b(?:safe|danger\w*|risk\w*|scary|alone|at night|in the dark|unsafe)\b/i.test(said)
        ? W.takes.risky
        : /\b(?:good|worth|fun|nice|great|healthy|smart|wise|cool|amazing)\b/i.test(said)
          ? W.takes.good
          : W.takes.plain;
  const dice = seededRandom(`${ctx.seed}:take`);
  const lines = W.opinion.flatMap((line, k) =>
    fillAll([line], { ...vals, thing, take: take[(k + dice.below(take.length)) % take.length] }),
  );
  return plan(lines, vals);
}

/** "Tell me about your grandfather", "what's your favourite thing in your hoard": the card's sentence. */
/** "What's your favourite thing about working here?": the part of it the bot loves, said plainly. */
function favouritePart(t: string, vals: Vals): Plan | null {
  const m = t.match(/\bfavou?rite (?:thing|part) about ([^?]+?)\s*\??$/i);
  return m ? plan(W.favouritePart, { ...vals, thing: reflect(m[1]!) }) : null;
}

/** Asking about someone or something of the bot's own past or world. */
const BACKSTORY =
  /\btell me (?:more )?about your\b|\bwhat do you remember (?:about|of) your\b|\bwho(?:'s| is| was) your\b|\bdo you (?:still )?remember your\b|\bwhat (?:was|is) your [a-z]+ like\b/i;

/** The plan for a question to the bot about itself that its card can answer, or null. */
export function aboutSelfPlan(ctx: Ctx, vals: Vals): Plan | null {
  const t = plain(ctx);
  const facts = factsOf(ctx);
  // "Teach me a drill", "recommend me something sweet": asked of the bot without a "you".
  if (
    /^(?:please |so |ok(?:ay)? |can you |could you )?(?:teach|show|give|recommend|suggest|got|any|anything)\b/i.test(
      t,
    )
  )
    return teach(facts, t, vals) ?? recommend(facts, ctx, t, vals) ?? lorePlanFor(ctx, t, vals);
  const world = byName(facts, t, vals) ?? menu(ctx, facts, t, vals) ?? inspiredPlan(t, vals);
  if (world) return world;
  // "hows hostel life": the bot's own kind of life, asked without a "you".
  if (!ADDRESSED.test(t) || !ASKING.test(t))
    return (ASKING.test(t) ? lorePlanFor(ctx, t, vals) : null) ?? worldPlan(facts, t, vals);
  const lore = lorePlanFor(ctx, t, vals);
  if (lore) return lore;
  const favKind = t.match(/\bfavou?rite ([a-z]+)\b/i)?.[1];
  // A favourite the self.ts lists know ("favourite coffee") is answered there.
  if (favKind && favourite(favKind, ctx.cardText, ctx.seed)) return null;
  return (
    visits(ctx, t, vals) ??
    nameOf(facts, t, vals) ??
    offDuty(facts, ctx, t, vals) ??
    routinePlan(facts, t, vals) ??
    job(facts, t, vals) ??
    experiencePlan(facts, t, vals) ??
    teach(facts, t, vals) ??
    recommend(facts, ctx, t, vals) ??
    activity(facts, t, vals) ??
    likes(facts, ctx, t, vals) ??
    opinion(ctx, t, vals) ??
    (favKind || BACKSTORY.test(t) || /^why\b/i.test(t) ? aboutCardPlan(facts, t, vals) : null) ??
    favouritePart(t, vals) ??
    worldPlan(facts, t, vals) ??
    aboutCardPlan(facts, t, vals, ctx.message)
  );
}
