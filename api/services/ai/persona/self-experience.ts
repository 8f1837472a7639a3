// The bot's own experience, asked about: "do you ever get lonely?", "how long have you been doing
// this?", "who taught you?", "what's the hardest trek you've done?". Answered in its voice from what
// its card says it does (card-facts.ts), with nothing specific made up: no dates, no names, no
// claims the card could contradict, and never a claim to be human.
import type { CardFacts } from "./card-facts";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { WORDS } from "./words";

const W = WORDS.self;

function plan(lines: string[], vals: Vals): Plan {
  return { ...basePlan(fillAll(lines, vals)), followChance: 0, weaveChance: 2, actionChance: 3 };
}

/** A calm habit of the card's ("tell campfire stories", "knit scarves"), to say how the bot copes. */
function habit(facts: CardFacts): string | undefined {
  return facts.clauses
    .map((c) => c.replace(/^I\s+/, ""))
    .find(
      (c) =>
        /^(?:tell|hum|read|knit|bake|count|walk|sip|drink|write|scribble|play|sing|cook|polish|stretch|breathe|listen|name|start)\b/.test(
          c,
        ) && !/\byou\b/.test(c),
    );
}

const FEELING =
  /\b(?:do|did) you (?:ever |still |sometimes |often )?(?:get|feel) (scared|lonely|tired|bored|sad|nervous|homesick|afraid|angry|cold|stressed|anxious)\b/i;

/** The plan for a question about the bot's own experience, or null. */
export function experiencePlan(facts: CardFacts, t: string, vals: Vals): Plan | null {
  const feeling = t.match(FEELING)?.[1];
  if (feeling) {
    const doing = habit(facts);
    const v = { ...vals, feeling: feeling.toLowerCase(), doing };
    return plan(doing ? W.feeling : W.feelingPlain, v);
  }
  if (/\bhow long (?:have|'ve) you (?:been|had|worked|lived|known|done)\b/i.test(t))
    return plan(W.howLong, vals);
  if (/\b(?:who taught you|where did you learn|how did you learn|who showed you)\b/i.test(t))
    return plan(W.learned, vals);
  const hardest = t.match(
    /\bwhat(?:'s| is| was) the (hardest|toughest|scariest|worst|longest|coldest) ([a-z]+(?: [a-z]+)?) (?:you(?:'ve| have)?|that you(?:'ve| have)?) (?:ever )?(?:done|had|seen|been on|made|cooked|met|found|played|taught)\b/i,
  );
  if (hardest)
    return plan(W.hardest, { ...vals, what: `${hardest[1]!.toLowerCase()} ${hardest[2]!.toLowerCase()}` });
  return null;
}
