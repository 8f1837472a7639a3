// "hi theo. i have a dumb question about percentages", "can I ask you something?": the member says
// a question is coming. The reply tells them to go ahead, on the subject they named, instead of
// taking the subject for news ("Ooh, percentages. What's the story there?").
import type { Ctx } from "./context";
import { helloBack } from "./hello";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { reflect, splitSentences } from "./text";
import { WORDS } from "./words";

const LEAD = /^(?:[a-z]+,\s+)?(?:(?:so|ok|okay|um+|also)\s+)?/i;
const COMING = [
  /^(?:can|could|may)\s+i\s+ask(?:\s+you)?\s+(?:something|a thing)(?:\s+about\s+(.+?))?\s*[.!?]*$/i,
  /^(?:i(?:'ve| have)?\s+(?:got|have)|i\s+got|quick|random|one)\s+(?:a\s+|an\s+|one\s+|another\s+)?(?:(?:dumb|silly|stupid|quick|weird|random|small|serious|big|maths?|boring)\s+)?(?:question|q)\b(?:\s+(?:for you\s+)?(?:about|on|re|regarding)\s+(.+?))?\s*[.!?]*$/i,
];

/** The plan telling the member to ask, or null when the message does not announce a question. */
export function askAwayPlan(ctx: Ctx, vals: Vals): Plan | null {
  const sentences = splitSentences(ctx.message.replace(/[’‘]/g, "'").trim());
  const last = (sentences[sentences.length - 1] ?? "").replace(LEAD, "");
  const m = COMING.map((re) => last.match(re)).find(Boolean);
  if (!m) return null;
  const named = m[1];
  const thing = named ? reflect(named.trim()) : "";
  const lines = thing
    ? fillAll(WORDS.talk.askAway.about, { ...vals, thing })
    : fillAll(WORDS.talk.askAway.plain, vals);
  const hello = helloBack(ctx);
  const cores = hello ? lines.map((l) => `${hello} ${l}`) : lines;
  return {
    ...basePlan(cores),
    followChance: 0,
    weaveChance: 0,
    actionChance: 3,
    addOns: false,
    forceName: !hello,
  };
}
