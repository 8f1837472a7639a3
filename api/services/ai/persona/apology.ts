// An apology for something it names ("hi, sorry, didnt mean to startle you", "sorry for being late")
// is forgiven for that thing, in the member's own words from the bot's side, before any stock line.
import { fillAll, type Vals } from "./plan";
import { reflect } from "./text";
import { WORDS } from "./words";

const DIDNT = /\bdid(?:n'?t| not) mean to ([a-z]+) (?:you|u|ya)\b/i;
const ABOUT =
  /\bsorry (?:for|about) ((?:[a-z']+\s+){0,4}?[a-z']+?)(?=\s*(?:[.,!?]|$|\s+(?:lol|haha|tbh|honestly)\b))/i;

/** The lines forgiving what the apology names, or none when it names nothing. */
export function apologyLines(message: string, vals: Vals): string[] {
  const t = message.replace(/[’‘]/g, "'");
  const didnt = t.match(DIDNT)?.[1];
  if (didnt) return fillAll(WORDS.talk.sorryFor.didnt, { ...vals, thing: didnt.toLowerCase() });
  const about = t.match(ABOUT)?.[1];
  if (about && !/^(?:it|that|this|everything|all that)$/i.test(about))
    return fillAll(WORDS.talk.sorryFor.about, { ...vals, thing: reflect(about.toLowerCase()) });
  return [];
}
