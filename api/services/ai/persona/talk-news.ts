// News the member brings to the bot, met as that news in the bot's voice, with its thing and its
// people: something brought for the bot ("brought you some tulips from the market"), something asked
// to take for someone ("can i take some cookies for Meera?"), something promised ("ill bring you a
// slice on saturday"), leaving for someone ("i should get home, Biscotti needs his walk"), news of
// someone told of before by "he"/"she" ("hes 4 months old and already chewed my slipper"), and the
// member's work ("im a night nurse in Winnipeg"). Each is read from the sentence's shape (who, the
// verb, what follows); the lines are in words/talk-card.json.
import type { Ctx } from "./context";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { readCard } from "./card-facts";
import { runsScenes } from "./scene-route";
import { reflect } from "./text";
import { valuesIn } from "./told-values";
import { WORDS } from "./words";

const W = WORDS.talkCard.news;
const YOU = String.raw`(?:you|ya|u)`;
const SOME = String.raw`(?:(?:some of|some|a few|a couple of|a bunch of|a little|a|an|the|these|this|two|three|\d+)\s+)?`;
const UNTIL = String.raw`(?=\s*(?:[,.!?]|$|\s+(?:lol|haha|tbh|btw|nana|for you)\b))`;
const GIFT = new RegExp(
  String.raw`\b(?:i |we )?(?:just )?(?:brought|got|bought|made|baked|picked|grabbed|knitted|found|cooked|saved)\s+${YOU}\s+${SOME}((?:[a-z'-]+\s+){0,3}?[a-z'-]+)(?:\s+(?:from|at)\s+((?:the|my|our|a|an)\s+)?((?:[\w'-]+\s+){0,2}?[\w'-]+))?${UNTIL}`,
  "i",
);
const TAKE = new RegExp(
  String.raw`^(?:\W*\w+\W+){0,2}?(?:can|could|may|mind if) i (?:take|have|grab|bring|pack|borrow)\s+${SOME}((?:[a-z'-]+\s+){0,2}?[a-z'-]+)\s+(?:for|to)\s+((?:my\s+)?[\w'-]+)\s*(?:home\s*)?[?.!]*\s*$`,
  "i",
);
const PROMISE = new RegExp(
  String.raw`\b(?:i'?ll|ill|i will|i'm gonna|im gonna|i'm going to|im going to)\s+(?:bring|make|bake|save|send|get)\s+${YOU}\s+(${SOME}(?:[a-z'-]+\s+){0,3}?[a-z'-]+?)(?:\s+((?:on|next|this|tomorrow|tonight|at|in|when)\b[^.!?]*?))?(?:\s+(?:lol|haha|tbh|ok|okay|x+))?\s*[.!?]*$`,
  "i",
);
const VAGUE =
  /^(?:something|anything|it|them|this|that|stuff|one|(?:a |little )?(?:gift|present|surprise))$/i;
const DAYS = /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)\b/g;
const LEAVE =
  /\b(?:i|we)\s+(?:should|better|gotta|have to|need to|must|'d better|got to)\s+(?:get (?:home|going|back)|go(?: home)?|head (?:off|home|out|back)|run|make a move|be off)\b/i;
const NEEDS =
  /\b([A-Z][\p{L}'-]+|my\s+[a-z]+|the\s+(?:dog|cat|kids?|baby|puppy))\s+(?:needs|wants|is waiting|has to|gets)\b(?:\s+(?:(?:his|her|their|a|the)\s+)?([a-z]+))?/u;
const PETTISH = /\b(?:walk|walkies|feed|fed|dinner|food|vet|out|bowl|treat)\b/i;
const ABOUT_THEM = /^(?:and\s+|so\s+|also\s+)?(?:he's|hes|he is|she's|shes|she is|he|she)\s+(.+)$/i;
const JOB = new RegExp(
  String.raw`^(?:(?:hey|hi|hello|so|well|btw|also|oh|and|ok|okay)\b[\s,.!]+(?:[a-z]+[,.!]\s+)?)*(?:i'?m|im|i am|i work as)\s+(?:an?\s+)((?:[a-z-]+\s+){0,2}(?:${Object.keys(WORDS.talkCard.jobs).join("|")}))\b([^.!?]*)`,
  "i",
);

function plan(lines: readonly string[], vals: Vals): Plan {
  return { ...basePlan(fillAll([...lines], vals)), followChance: 0, weaveChance: 1, actionChance: 3 };
}

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The latest name the member gave in their turns before this one ("a beagle called Biscotti"). */
function lastNamed(ctx: Ctx): string | null {
  const excluded = new Set(
    [ctx.voice.char, ctx.userName, ctx.address].flatMap((n) => n.toLowerCase().split(/\s+/)),
  );
  const said = ctx.history
    .slice(0, -1)
    .filter((t) => t.role === "user")
    .slice(-4)
    .reverse();
  for (const turn of said) {
    const names = valuesIn(turn.content.replace(/[’‘]/g, "'"), excluded).filter((v) => v.kind === "name");
    if (names.length) return names[names.length - 1]!.text;
  }
  return null;
}

/** Someone of the member's by name or relation, from the bot's side ("my sister" → "your sister"). */
const whose = (who: string) => reflect(who);

/** The plan for news brought to the bot, or null when the message brings none of these. */
export function newsToBotPlan(ctx: Ctx, vals: Vals): Plan | null {
  const t = ctx.message.replace(/[’‘]/g, "'").trim();
  const gift = t.match(GIFT);
  // "brought you something": what it is comes next, and is the news.
  if (gift && !VAGUE.test(gift[1]!)) {
    // "from the market", "from your garden", "from Lisbon": the place as it was said, seen from here.
    const det = gift[2] ? `${reflect(gift[2].trim())} ` : /^[A-Z]/.test(gift[3] ?? "") ? "" : "the ";
    const from = gift[3] ? ` from ${det}${gift[3]}` : "";
    // "a muffin" keeps its article; "some tulips" is said as "tulips".
    const article = t.slice(0, gift.index! + gift[0].lastIndexOf(gift[1]!)).match(/\b(an?)\s+$/i)?.[1];
    const thing = `${article ? `${article.toLowerCase()} ` : ""}${gift[1]!.toLowerCase()}`;
    return plan(W.gift, { ...vals, thing, from });
  }
  const fed = feedPlan(ctx, t, vals);
  if (fed) return fed;
  const take = t.match(TAKE);
  if (take) return plan(W.take, { ...vals, thing: take[1]!.toLowerCase(), who: whose(take[2]!) });
  const promise = t.match(PROMISE);
  if (promise)
    return plan(promise[2] ? W.promiseWhen : W.promise, {
      ...vals,
      thing: promise[1]!.toLowerCase(),
      when: (promise[2] ?? "")
        .toLowerCase()
        .trim()
        .replace(DAYS, (d) => d.charAt(0).toUpperCase() + d.slice(1)),
    });
  if (LEAVE.test(t)) {
    const needs = t.match(NEEDS);
    if (!needs) return null;
    const who = whose(needs[1]!);
    return {
      ...plan(PETTISH.test(t) ? W.leavePet : W.leaveFor, { ...vals, who }),
      addOns: false,
      forceName: true,
    };
  }
  return null;
}

/**
 * The member's own news by its shape: their work, or news of someone named before ("hes 4 months
 * old…"). Not in a scene, where "he's holding a knife" is a move.
 */
export function memberNewsPlan(ctx: Ctx, vals: Vals): Plan | null {
  if (runsScenes(ctx)) return null;
  const t = ctx.message.replace(/[’‘]/g, "'").trim();
  const job = t.match(JOB);
  if (job && !/\?\s*$/.test(t)) {
    const what = job[1]!.toLowerCase();
    const kind = Object.keys(WORDS.talkCard.jobs).find((k) => new RegExp(`\\b${k}$`).test(what))!;
    const night = /\bnight\b/.test(what) ? W.nightShift : WORDS.talkCard.jobs[kind]!;
    return plan(W.job, { ...vals, job: what, life: night });
  }
  // The member's own words: "he" may already read as the name it stands for (references.ts).
  const raw = (ctx.history.at(-1)?.content ?? t).replace(/[’‘]/g, "'").trim();
  const them = raw.match(ABOUT_THEM);
  // "she loves birds", "he wants a bike": what they like is for a pick or advice, not news.
  const likes =
    them &&
    /^(?:really\s+|just\s+)?(?:loves?|likes?|hates?|prefers?|enjoys?|into|wants?|needs?|would|could|can)\b/i.test(
      them[1]!,
    );
  const name = them && !likes && !/\?\s*$/.test(raw) ? lastNamed(ctx) : null;
  // After the bot asked about them ("what does she love?"), "she loves birds" answers it: not news.
  const before = ctx.history.slice(0, -1).findLast((turn) => turn.role === "assistant")?.content ?? "";
  const question = before.match(/[^.!?]*\?\s*$/)?.[0] ?? "";
  if (
    name &&
    new RegExp(String.raw`\b(?:she|he|her|him|his|they|them|their|${escape(name)})\b`, "i").test(question)
  )
    return null;
  if (them && name)
    return plan(W.aboutThem, { ...vals, name, news: reflect(them[1]!.replace(/[.!]+$/, "")) });
  return null;
}

const FEED =
  /\b(?:(?:i|we)\s+)?need\s+(?:some\s+)?(?:food|dinner|supper|lunch|snacks|something to eat|a feed)\s+for\s+(?:my|our|the)\s+([a-z]+(?:\s+(?:club|team|group|crew|mates|friends|lot|squad|class))?)\b/i;
const HEADS = /\b(\d+|two|three|four|five|six|seven|eight|nine|ten|twelve)\s+of\s+(?:us|them)\b/i;
const HUNGRY =
  /\b([A-Z][\p{L}-]+)(?:'s|\s+is)\s+(?:always\s+|so\s+|really\s+)?(?:starving|hungry|famished|ravenous)/u;
const KITCHEN = /\b(?:cook|kitchen|chef|stall|wok|bake|baking|caf[eé]|recipe|restaurant|food)/i;

/**
 * "i need food for my band after the gig, 6 of us. our drummer Kofi is starving": a cook's card
 * feeds them, with what the card cooks, for as many as they are, the hungry one by name.
 */
function feedPlan(ctx: Ctx, t: string, vals: Vals): Plan | null {
  const m = t.match(FEED);
  if (!m || !KITCHEN.test(ctx.cardText)) return null;
  const heads = t.match(HEADS)?.[1] ?? "";
  const hungry = t.match(HUNGRY);
  const name = hungry?.[1] ?? "";
  // The card's own dishes, two at most ("quick stir-fries and noodle bowls").
  const dishes = readCard(ctx.bot).skills.filter((s) => W.feed.dishWords.some((w) => s.includes(w)));
  const dish = dishes.slice(0, 2).join(" and ") || W.feed.dish;
  const lines = name ? W.feed.named : W.feed.plain;
  return plan(lines, { ...vals, group: m[1]!.toLowerCase(), heads: heads || "all of you", dish, name });
}
