// Recognises what a message asks for, beyond small talk: a poem, joke, story, riddle, recipe, advice
// or a recommendation (with what it should be about), and questions the offline engine cannot know
// the answer to (live data, facts it has no way to look up, things about the user it was not told).
import { findRecipes } from "./recipes";
import { reflect } from "./text";

export type AskKind = "poem" | "joke" | "story" | "riddle" | "recipe" | "advice" | "recommend";

export interface Ask {
  kind: AskKind;
  /** What it should be about, in the bot's mouth ("autumn leaves", "your dog"); "" when not said. */
  topic: string;
}

const POLITE = /(?:[\s,]+(?:please|pls|for me|for us|right now|now|today|tonight|again|too|as well))+\s*$/i;

function topicAfter(message: string, words: RegExp): string {
  const m = message.match(words);
  if (!m) return "";
  const raw = m[1]!
    .replace(/[?!.…]+\s*$/, "")
    .replace(POLITE, "")
    .trim();
  const cut = raw.split(/\s+/).slice(0, 7).join(" ");
  return reflect(cut).replace(/^(?:a|an)\s+(?=\S+$)/i, "");
}

const ABOUT = /\b(?:about|on|of|featuring|involving|with)\s+(.+)$/i;

export function detectAsk(message: string): Ask | null {
  const t = message.replace(/[’‘]/g, "'").trim();
  const lower = t.toLowerCase();
  const asks =
    /\b(?:write|compose|make(?: up)?|give|tell|recite|share|read|say|create|do|got|know|have|hear|another|one more|can you|could you|would you|will you|me a|want a|need a)\b/i;

  if (
    /\b(?:poem|poems|poetry|verse|verses|haiku|sonnet|limerick|rhyme)\b/i.test(t) &&
    (asks.test(t) || /^(?:a )?(?:poem|haiku|verse)/i.test(lower))
  )
    return { kind: "poem", topic: topicAfter(t, ABOUT) };
  // "Put my brother in a song", "write me a song about rain": a song's words are a poem.
  if (
    /\b(?:write|compose|make|put|turn|sing)\b.*\b(?:a|an?other)\s+(?:little\s+|short\s+|quick\s+)?song\b/i.test(
      t,
    )
  )
    return { kind: "poem", topic: topicAfter(t, ABOUT) };
  if (
    /\b(?:jokes?|pun|puns|make me laugh|something funny)\b/i.test(t) &&
    // "felix is a dentist. joke about that?": a sentence of its own asking for one.
    (asks.test(t) ||
      /^(?:a )?joke/i.test(lower) ||
      /(?:^|[.!?]\s+)(?:a |any )?jokes?\b[^.!?]*\?\s*$/i.test(t))
  )
    return { kind: "joke", topic: topicAfter(t, ABOUT) };
  if (
    /\b(?:story|stories|tale|fairy ?tale)\b/i.test(t) &&
    (asks.test(t) || /^(?:a )?(?:bedtime )?story/i.test(lower))
  )
    return { kind: "story", topic: topicAfter(t, ABOUT) };
  if (/\briddles?\b/i.test(t) && asks.test(t)) return { kind: "riddle", topic: "" };
  if (
    /\brecipes?\b/i.test(t) ||
    // "how do you make rhymes so fast?", "how do I make friends?": made, but not in a kitchen.
    /\bhow (?:do|can|should|would) (?:i|you|we) (?:make(?!\s+(?:(?:a |new |more |good )?(?:rhymes?|poems?|poetry|songs?|music|jokes?|friends?|money|time|decisions?|art|videos?|games?|people|sense|a living|it|that|this|them|me|you|up|plans?|choices?|progress|changes?|mistakes?)\b))|cook|bake|prepare (?=\w))\b/i.test(
      t,
    ) ||
    /\bwhat about (?:a |an |some )?(?:[a-z]+ )?(?:dish|meal|recipe|dessert|pasta|soup|salad|curry|dinner)\b/i.test(
      t,
    ) ||
    /\bwhat (?:dessert|dish|meal|dinner|lunch|breakfast|sweet)s? (?:is|are|can|could|should)\b/i.test(t) ||
    /\bteach me (?:a |to |how to )?(?:\w+ ){0,2}(?:cook|bake|dinner|lunch|breakfast|meal|dish|dessert)\b/i.test(
      t,
    ) ||
    /\bwhat (?:\w+ )?(?:should|can|could) (?:i|we) (?:cook|make|bake)\b/i.test(t) ||
    // "I want to learn a quick stir fry": a dish on file, to learn or be shown.
    (/\b(?:learn|show me|teach me)\b/i.test(t) && findRecipes(t).length > 0)
  ) {
    const topic =
      topicAfter(t, /\brecipes? (?:for|of)\s+(.+)$/i) ||
      topicAfter(t, /\b(?:make|cook|bake|prepare)\s+(.+)$/i) ||
      topicAfter(t, /\bteach me (?:a |to |how to )?(.+)$/i) ||
      topicAfter(t, /\b(?:learn|show me) (?:to |how to )?(?:make |cook )?(.+)$/i);
    return { kind: "recipe", topic };
  }
  const watch = t.match(/\bwhat (movie|film|show|series|book|song|game)s? should (?:i|we)\b/i);
  if (watch) return { kind: "recommend", topic: watch[1]!.toLowerCase() };
  // "What stretch helps my lower back?", "which tea is good for sleep?": a remedy asked for.
  const remedy = t.match(
    /^(?:so |and |ok(?:ay)? )?(?:what|which) (\w+(?: \w+)?) (?:helps?|works?|is (?:good|best|great) for|are (?:good|best) for)\s+(?:with |for )?(.+?)[?!.]*$/i,
  );
  // The problem first: it is what the advice is about, the remedy's kind second.
  if (remedy) return { kind: "advice", topic: reflect(`${remedy[2]} ${remedy[1]}`) };
  // "Give me a 5-minute morning routine", "make me a study plan": a plan asked for by its kind.
  const plan = t.match(
    /\b(?:give|make|build|write|suggest|plan) me (?:a|an|some) ((?:[\w-]+ ){0,3}(?:routine|plan|schedule|checklist|workout|habits?|exercises?))\b/i,
  );
  if (plan) return { kind: "advice", topic: plan[1]!.replace(/^\d+[- ]\w+ /, "") };
  if (
    /\b(?:advice|tips?|suggestions?|pointers)\b/i.test(t) ||
    /\b(?:what should i do|what do i do|what would you do|help me (?:with|to|figure)|should i|how (?:do|can|should) i)\b/i.test(
      t,
    )
  ) {
    const topic =
      topicAfter(t, /\b(?:advice|tips?|suggestions?|pointers)\s+(?:on|for|about|with)\s+(.+)$/i) ||
      topicAfter(t, /\b(?:should i|how (?:do|can|should) i)\s+(.+)$/i);
    return { kind: "advice", topic };
  }
  return null;
}

/** Live data: nobody can know it offline. */
const LIVE =
  /\b(?:weather|raining|rain|snow|snowing|windy|wind|forecast|temperature|air quality|meteor|news|headlines?|score|scores|who won|winning|election|stocks?|share price|price of|prices?|exchange rate|bitcoin|crypto|flights?|delayed|traffic|open (?:right )?now|still open|open (?:today|tonight)|near me|nearby|salar(?:y|ies)|earn|visited|happening (?:right )?now|latest)\b/i;
/** Facts the engine has no way to look up. */
const FACTUAL =
  /\b(?:capital of|population of|who (?:invented|discovered|wrote|painted|founded|directed|is the (?:president|king|queen|prime minister|ceo))|when (?:was|did|were) .+ (?:born|invented|founded|built|written|discovered)|how (?:tall|far|big|deep|high|long|old) (?:is|was|are) (?!you|your|my|it\b)|what year (?:did|was)|how many people)\b/i;
/** Things about the user nobody told the bot. */
const PERSONAL =
  /\bwhat (?:did|do) i (?:have|eat|wear|buy|do) (?:for|this|last|yesterday|today)|\bwhat am i (?:wearing|eating|thinking|holding|doing)\b|\bwho(?:'s| is) at (?:the|my) door\b|\bwhere am i\b|\bwhat number am i thinking\b|\bwhat time is it\b|\bwhat(?:'s| is) the time\b|\bwhat day is it\b|\bwhat(?:'s| is) today'?s date\b/i;

export type UnknownKind = "live" | "factual" | "personal";

/** Is this a question the offline engine must not guess at? */
export function unknowable(message: string): UnknownKind | null {
  const t = message.replace(/[’‘]/g, "'").trim();
  const question =
    /\?\s*$/.test(t) ||
    /^(?:what|who|where|when|which|how|is|are|will|would|does|did|do|can|could|should)\b/i.test(t);
  if (!question) return null;
  if (PERSONAL.test(t)) return "personal";
  // Questions about the bot itself ("what do you earn?") are for it to answer in character.
  if (/\b(?:you|your|yourself)\b/i.test(t) && !/\b(?:do you know|can you (?:tell|check|look))\b/i.test(t))
    return null;
  if (FACTUAL.test(t)) return "factual";
  return LIVE.test(t) ? "live" : null;
}

/** What kind of live thing it was asked, for the honest reply ("live weather", "scores"). */
export function liveSubject(message: string): string {
  const t = message.toLowerCase();
  if (/weather|rain|snow|wind|forecast|temperature|air quality/.test(t)) return "the weather";
  if (/meteor/.test(t)) return "the night-sky forecast";
  if (/election|news|headline|latest/.test(t)) return "the news";
  if (/score|won|winning|match|game/.test(t)) return "live scores";
  if (/salar|earn/.test(t)) return "current salaries";
  if (/stock|share|price|exchange|bitcoin|crypto|cheaper/.test(t)) return "today's prices";
  if (/flight|delayed|traffic/.test(t)) return "live travel updates";
  if (/open|near me|nearby|restaurant/.test(t)) return "what's open near you";
  return "anything live";
}
