// A question to the bot about its own life that the card does not answer line for line ("do u get
// tired, kay?", "hows hostel life", "whats your secret for a good cup of tea", "why do you always
// say hot pan cold oil?"): answered in the first person from the kind of life the card describes
// (a household android, a backpacker, a grandmother, a starship captain, a wok cook…), found by
// the card's words, with something concrete from that life (words/talk-card.json "lore"). A
// question any bot could answer the same way (a saying for hard times, lonely on the road) has
// lines of its own.
import type { Ctx } from "./context";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { WORDS } from "./words";

type Lore = (typeof WORDS.talkCard.lore.kinds)[number];
type Fact = Lore["facts"][number];

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const count = (text: string, words: readonly string[]) =>
  words.reduce((n, w) => n + (text.match(new RegExp(`\\b${escape(w)}`, "gi"))?.length ?? 0), 0);

/** Every key of the fact ("tired|sleep") has one of its word starts in the question. */
const fits = (fact: Fact, t: string) =>
  fact.keys.every((key) => key.split("|").some((w) => new RegExp(`\\b${escape(w)}`, "i").test(t)));

/** The kinds of life the card describes, the one it says most about first. */
function kindsOf(cardText: string): Lore[] {
  const counted = WORDS.talkCard.lore.kinds
    .map((k) => ({ k, n: count(cardText, k.card) }))
    .filter((x) => x.n > 0)
    .sort((a, b) => b.n - a.n);
  // A word said once in passing ("loves to travel") is not the card's life: the kind it says most,
  // and any other it says twice or more.
  return counted.filter((x, i) => i === 0 || x.n >= 2).map((x) => x.k);
}

/** The plan for a question about the bot's life its kind of life answers, or null. */
export function lorePlanFor(ctx: Ctx, t: string, vals: Vals): Plan | null {
  // "What's the strangest hostel…? Ha, no, what's the funniest thing…?": the last question is asked.
  const question = (t.match(/[^.!?]*\?/g)?.pop() ?? t).replace(/[’‘]/g, "'");
  const fact =
    kindsOf(ctx.cardText)
      .flatMap((k) => k.facts)
      .find((f) => fits(f, question)) ?? WORDS.talkCard.lore.anyone.find((f) => fits(f, question));
  if (!fact) return null;
  return { ...basePlan(fillAll([...fact.lines], vals)), followChance: 0, weaveChance: 1, actionChance: 3 };
}
