// An order given in a scene ("hail them", "set course for the nebula", "grab the idol"): a verb
// first, read as "we" doing it, so the scene plays it; a request to the bot is no order.
import { actsNow, asksByShape } from "./story";

const ASKS_US =
  /^(?:tell|give|show|help|remind|describe|explain|summari[sz]e|recap|sum|make|let|say|repeat|write|sing)\b/i;

/**
 * "hail them", "set course for the nebula", "grab the idol": an order given in the scene, a verb
 * first, read as "we" doing it; a request to the bot ("tell me…", "give me a hint") is no order.
 */
export function commands(message: string): boolean {
  if (/\?/.test(message)) return false;
  return message
    .replace(/[’‘]/g, "'")
    .split(/(?<=[.!?])\s+/)
    .map((s) => s.replace(/^(?:(?:ok(?:ay)?|alright|right|then|so|now|and|quick|quickly),?\s+)+/i, "").trim())
    .some(
      (s) =>
        /^[a-z]+\b/i.test(s) &&
        !/^(?:i|we|you|it|there|this|that|they|he|she)\b/i.test(s) &&
        !ASKS_US.test(s) &&
        !asksByShape(s) &&
        actsNow(`we ${s.charAt(0).toLowerCase()}${s.slice(1)}`),
    );
}
