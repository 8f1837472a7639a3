// A fear or a bodily need said in passing ("honestly this place is creeping me out", "this is kind
// of scary. my heart is going so fast", "I'm so cold", "I'm getting hungry, do we have any food?")
// is cared for first; in a scene under way the scene meets it (scene-needs.ts). The member's state
// is read from the sentence's shape (I + am/feel/get + the state, something "creeps me out" or "is
// scary"), not from a list of whole lines.
import type { Ctx } from "./context";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { sceneMeetsNeed } from "./scene-needs";
import { fearLines, withComfort } from "./talk-card";
import { WORDS } from "./words";

type Felt = keyof typeof WORDS.smallTalk.felt;

const STATE = String.raw`(?:i'm|i am|im|i feel|i'm feeling|feeling|i'm getting|i am getting|getting|i get|i'm starting to get)\s+(?:so\s+|really\s+|very\s+|super\s+|a (?:bit|little)\s+|kind of\s+|kinda\s+|pretty\s+|quite\s+|actually\s+|absolutely\s+)*`;
const STATES: [Felt, RegExp][] = [
  [
    "scared",
    new RegExp(
      String.raw`\b(?:creep(?:ing|s)? me out|freak(?:ing|s)? me out|gives? me the (?:creeps|chills|willies)|${STATE}(?:scared|frightened|spooked|terrified|afraid|creeped out|freaked out)(?=\s*(?:[.!?,]|$|\s+(?:here|now|in here|right now|tbh|honestly|to be honest)\b))|\b(?:this|it|that)(?:'s| is) (?:\w+ ){0,2}(?:scary|creepy|terrifying|frightening)(?=\s*(?:[.!,]|$))|\bmy heart(?:'s| is) (?:going|racing|pounding|beating|thumping)\b)`,
      "i",
    ),
  ],
  [
    "cold",
    new RegExp(
      String.raw`\b${STATE}(?:cold|freezing|chilly|frozen)\b|\bmy (?:hands|feet|toes) are (?:so )?(?:cold|frozen|numb)\b`,
      "i",
    ),
  ],
  [
    "hungry",
    new RegExp(
      String.raw`\b${STATE}(?:hungry|starving|peckish|famished)\b|\bi (?:haven't|have not|havent|didn't|did not|didnt) (?:eaten|eat|had (?:anything|a bite|lunch|dinner|breakfast))(?: anything)?(?: (?:since|all day|today|yet)\b)|\bi (?:skipped|missed|forgot) (?:lunch|dinner|breakfast)\b`,
      "i",
    ),
  ],
  ["thirsty", new RegExp(String.raw`\b${STATE}(?:thirsty|parched)\b`, "i")],
  ["wet", new RegExp(String.raw`\b${STATE}(?:soaked|drenched|wet through|soaking wet)\b`, "i")],
];
/** "Are you scared?", "I was never scared of the dark": asked of the bot, or denied, or past. */
const NOT_NOW =
  /\b(?:are|were|do|did) you\b|\b(?:not|never|n't)\s+(?:\w+\s+)?(?:scared|cold|hungry|afraid)|\bwhen i was\b/i;

/** The member's fear or need in this message, or null. */
export function feltState(message: string): Felt | null {
  const t = message.replace(/[’‘]/g, "'");
  if (NOT_NOW.test(t)) return null;
  return STATES.find(([, re]) => re.test(t))?.[0] ?? null;
}

/** The plan that cares for a fear or a need said in passing, or null. */
export function feltPlan(ctx: Ctx, vals: Vals): Plan | null {
  const felt = feltState(ctx.message);
  // In a scene under way the need is met there, with what the scene has to hand (scene-needs.ts).
  if (!felt || sceneMeetsNeed(ctx)) return null;
  // Fear is named with the role asked about ("normal for a cadet?") and the card's own comfort.
  const fear = felt === "scared" && fearLines(ctx, vals, WORDS.smallTalk.felt.scared);
  return {
    ...basePlan(fear ? withComfort(ctx, fear, vals) : fillAll(WORDS.smallTalk.felt[felt], vals)),
    followChance: 0,
    weaveChance: 1,
    actionChance: 4,
  };
}
