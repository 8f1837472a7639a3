// "Can you make it slower, and put rain in it": the story the bot just told, told again with the
// change asked for, not a new story and not small talk. The story is the bot's last reply of four
// sentences or more; what is asked is read from the message's parts (a pace, a mood, a length, a
// thing to put in it), each applied to the story's own sentences: a slower story gets its pauses,
// rain gets a sentence of rain and comes back at the end. Words live in words/story-revise.json.
import type { Ctx } from "./context";
import { fixedPlan, fill, type Plan } from "./plan";
import { capitalize, splitSentences } from "./text";
import { WORDS } from "./words";

const W = () => WORDS.storyRevise;

/** A change of pace, length or mood: "make it slower", "a bit funnier", "less scary". */
const CHANGE =
  /\b(?:make|made|tell|can you make|could you make|do)\s+(?:it|the story|that|this one)\s+(?:a\s+(?:bit|little)\s+|much\s+|even\s+)?(?:more\s+)?([a-z]+)/i;
/** Something to put in it: "put rain in it", "add a dragon", "with more snow". */
const ADD =
  /\b(?:put|add|include|throw|stick|bring)\s+(?:in\s+)?(?:some\s+|a\s+|an\s+|the\s+|more\s+)?([a-z]+(?:\s+[a-z]+)?)\s+(?:in(?:to)?\s+(?:it|the story|there)|to (?:it|the story))\b|\b(?:add|include)\s+(?:some\s+|a\s+|an\s+|more\s+)?([a-z]+)\b|\bwith (?:some |more |a |an )?([a-z]+) in it\b/i;

/** The bot's last reply when it was a story: four sentences of narration or more. */
function lastStory(ctx: Ctx): string | undefined {
  const last = ctx.history.slice(0, -1).findLast((t) => t.role === "assistant")?.content;
  if (!last) return undefined;
  const told = last.replace(/\*[^*]*\*/g, " ").trim();
  return splitSentences(told).length >= 4 &&
    /\b(?:once|there was|there lived|one (?:day|night|evening|morning))\b/i.test(told)
    ? told
    : undefined;
}

/** Who the story is about: "there was a sleepy fox" → "the fox". */
function heroOf(sentences: readonly string[]): string {
  const named = sentences[0]?.match(/\b(?:an?)\s+(?:[a-z]+\s+)?([a-z]+)[.!]?$/i)?.[1];
  return named ? `the ${named}` : "everyone";
}

/** What the message asks to change, as the keys of words/story-revise.json. */
function changesAsked(message: string): { moods: string[]; things: string[] } {
  const moods: string[] = [];
  const pace = message.match(CHANGE)?.[1]?.toLowerCase();
  if (pace) {
    const mood = W().moods.find((m) => m.match.some((w) => pace.startsWith(w)));
    if (mood) moods.push(mood.name);
  }
  const added = message.match(ADD);
  const thing = (added?.[1] ?? added?.[2] ?? added?.[3])?.toLowerCase();
  const things = thing && !W().moods.some((m) => m.match.includes(thing)) ? [thing] : [];
  return { moods, things };
}

/** The lines that bring `thing` into the story: its own, else the ones written for any thing. */
function thingLines(thing: string): { into: string[]; end: string[]; prefixes: string[] } {
  const own = W().things.find((t) => t.match.some((w) => thing === w || thing.endsWith(` ${w}`)));
  return own ?? { into: W().anyThing, end: W().anyThingEnd, prefixes: W().anyThingPrefixes };
}

/** Words that open a sentence and are no name: lowercased after a new opening ("Slowly, once…"). */
const COMMON =
  /^(?:once|far|every|each|one|and|by|it|then|the|they|with|nobody|for|not|everyone|there|so|when|all|a|an|in|on|at|but|as|no|after|before|long|from|that|this|some|even|until|soon|now)\b/i;

/** The story's own sentence told again after an opening, so the retelling says no sentence twice. */
function retold(sentence: string, opening: string | undefined): string {
  if (!opening) return sentence;
  const rest = COMMON.test(sentence) ? sentence.charAt(0).toLowerCase() + sentence.slice(1) : sentence;
  return `${opening} ${rest}`;
}

/** The story told again with each change, one telling per variant. */
export function storyRevisionPlan(ctx: Ctx): Plan | null {
  // As typed: "put rain in it" is about the story, whatever "it" stood for a turn ago.
  const { moods, things } = changesAsked(ctx.history.at(-1)?.content ?? ctx.message);
  if (!moods.length && !things.length) return null;
  const story = lastStory(ctx);
  if (!story) return null;
  const sentences = splitSentences(story);
  const the = heroOf(sentences);
  // Every sentence of the story told again after an opening of the change asked for.
  const lists = [
    ...moods.map((name) => W().moods.find((m) => m.name === name)!.prefixes),
    ...things.map((thing) => thingLines(thing).prefixes.map((p) => fill(p, { thing }) ?? "")),
  ];
  // Taken in turn from each change, so rain and the slower pace both come through.
  const longest = Math.max(...lists.map((l) => l.length));
  const openings = Array.from({ length: longest }, (_, j) => lists.map((l) => l[j]))
    .flat()
    .filter(Boolean);
  const cores = [0, 1, 2].map((k) => {
    const out = sentences.map((s, j) => retold(s, openings[(j + k) % Math.max(1, openings.length)]));
    for (const name of moods) {
      const mood = W().moods.find((m) => m.name === name)!;
      // Its lines go between the story's own, after the opening and before the ending.
      const pick = (j: number) => fill(mood.lines[(k + j) % mood.lines.length]!, { the });
      if (mood.shorten) out.splice(2, Math.max(0, out.length - 4));
      else {
        out.splice(out.length - 1, 0, pick(1) ?? "");
        out.splice(1, 0, pick(0) ?? "");
      }
    }
    for (const thing of things) {
      const { into, end } = thingLines(thing);
      out.splice(Math.min(2, out.length - 1), 0, fill(into[k % into.length]!, { thing, the }) ?? "");
      out.push(fill(end[k % end.length]!, { thing, the }) ?? "");
    }
    return out
      .filter(Boolean)
      .map((s) => capitalize(s))
      .join(" ");
  });
  const lead = W().leads.map((l) => l);
  return fixedPlan(
    cores.map((c, k) => `${lead[k % lead.length]}\n\n${c}`),
    { ordered: true, addOns: false, actionChance: 0 },
  );
}
