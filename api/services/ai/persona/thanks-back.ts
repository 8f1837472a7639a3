// Thanks answered as thanks wherever they come, even in the middle of a scene ("we're back at the
// hut. thanks kai, you were calm the whole time"), and for what came with them: praise or fun
// ("that was fun"), feeling better ("feeling way less nervous"), a thing done ("that homework is
// done"), or else the chat's own subject, the thing its member turns kept coming back to.
// "merci"/"gracias" are answered first in their own language.
import type { Ctx } from "./context";
import { takesLeave } from "./intent-parse";
import { termsOf } from "./parsed-text";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { splitSentences } from "./text";
import { newsToBotPlan } from "./talk-news";
import { WORDS } from "./words";

const W = WORDS.talk.thanks;

const THANKED =
  /\b(?:thanks|thank (?:you|u)|thankyou|thx|ty|cheers|merci|gracias|danke|grazie|obrigad[oa])\b|\b(?:you(?:'re| are|re)|ur|u r)\s+(?:a |an |the |my )?(?:real |total |absolute )?(?:lifesaver|life saver|legend|star|hero|gem|angel|the best|the greatest)\b/i;
/** Thanks that decline, lead into something else ("no thanks", "thanks but…"), speak of thanks
 * ("how do I say thank you in Portuguese?") or thank a room, as a line rehearsed in a part. */
const NOT_THANKS =
  /\bno,? thanks?\b|\bthanks?,? but\b|\bthanks? (?:for nothing|a lot(?: for nothing)?\s*$)|\b(?:say|saying|said|word|words|translate|teach|learn|spell|write)\b[^.!?]*\b(?:thanks|thank you|merci|gracias)\b|\b(?:thanks|thank you)\b[^.!?]*\bin (?:french|spanish|portuguese|german|italian|japanese|english)\b|\b(?:thanks|thank you) (?:all|everyone|everybody|guys|for coming|for having me)\b|\b(?:everyone|everybody|ladies and gentlemen)\b|\bwish me\b|\bfingers crossed\b/i;
const ASKS = /\?|^(?:what|who|where|when|which|why|how|can|could|would|will|should|do|does|did|is|are)\b/i;
const BETTER =
  /\b(?:less (?:nervous|scared|worried|anxious|stressed)|calmer|better now|feel(?:ing)? better|relieved|more confident|not so (?:nervous|scared|worried))\b/i;
const DONE =
  /\b(?:is|are|'s|all) (?:done|finished|sorted|fixed|solved)\b|\bwe did it\b|\bi did it\b|\bnailed it\b/i;
const GLAD =
  /\b(?:fun|laughs?|chat|talk|great|amazing|awesome|helpful|patient|calm|kind|sweet|lovely|brilliant|the best|lifesaver|life saver|legend|hero|star)\b/i;

/** Words no chat is about, though its member says them often. */
const PLAIN = new Set(
  "thing things stuff lot lots time times way bit day today tonight night morning week month year hour minute second word line idea question questions answer help chat one ones kind sort something anything everything nothing thanks thank lol haha".split(
    " ",
  ),
);

/** The common noun most of the member's recent turns name ("bell", "homework"), or "". */
function chatSubject(ctx: Ctx): string {
  const turns = ctx.history.filter((h) => h.role === "user").slice(-30, -1);
  const seen = new Map<string, number>();
  for (const turn of turns) {
    const nouns = new Set(
      termsOf(turn.content.replace(/[’‘]/g, "'"))
        .filter(
          (t) =>
            t.tags.includes("Noun") &&
            !t.tags.some((tag) => ["ProperNoun", "Pronoun", "Possessive", "Value"].includes(tag)) &&
            /^[a-z]{3,}$/.test(t.text),
        )
        .map((t) => t.text.toLowerCase().replace(/(?<=[^s])s$/, "")),
    );
    for (const n of nouns) if (!PLAIN.has(n)) seen.set(n, (seen.get(n) ?? 0) + 1);
  }
  const [best] = [...seen.entries()].sort((a, b) => b[1] - a[1]);
  return best && best[1] >= 2 ? best[0] : "";
}

/** Does the message thank the bot, and nothing more than say why? */
export function thanksOnly(message: string): boolean {
  const t = message.replace(/[’‘]/g, "'").trim();
  if (!THANKED.test(t) || NOT_THANKS.test(t) || /\*[^*]+\*/.test(t) || t.split(/\s+/).length > 20)
    return false;
  // "Thanks so much. Based on my research I was hoping for 49,000.": a line with more to say.
  if (/\d/.test(t)) return false;
  const sentences = splitSentences(t);
  if (sentences.some((s) => !THANKED.test(s) && s.split(/\s+/).length > 8)) return false;
  return !sentences.some((s) => ASKS.test(s.trim())) && !takesLeave(t);
}

export function thanksPlan(ctx: Ctx, vals: Vals): Plan | null {
  if (!thanksOnly(ctx.message)) return null;
  // "thank u nana. ill bring you a slice on saturday": the promise is the news, met first.
  const news = newsToBotPlan(ctx, vals);
  if (news) return news;
  const t = ctx.message.replace(/[’‘]/g, "'");
  const thing = chatSubject(ctx);
  const lines = BETTER.test(t)
    ? W.better
    : DONE.test(t)
      ? W.done
      : GLAD.test(t.replace(THANKED, " "))
        ? W.glad
        : thing
          ? W.thing
          : W.plain;
  const native = Object.entries(W.native).find(([word]) => new RegExp(`\\b${word}`, "i").test(t))?.[1];
  const cores = fillAll(lines, { ...vals, thing }).map((line) => (native ? `${native}! ${line}` : line));
  return {
    ...basePlan(cores),
    followChance: 0,
    weaveChance: 1,
    actionChance: 3,
    addOns: false,
    forceName: true,
  };
}
