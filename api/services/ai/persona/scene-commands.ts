// An order given in a scene ("hail them", "set course for the nebula", "grab the idol"): a verb
// first, read as "we" doing it, so the scene plays it; a request to the bot is no order.
import { actsNow, asksByShape } from "./story";

const ASKS_US =
  /^(?:tell|give|show|help|remind|describe|explain|summari[sz]e|recap|sum|make|let|say|repeat|write|sing|behave|be (?:nice|good|polite|kind|gentle|yourself))\b/i;

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

/** A thing named before an order about "it": "theres a flashlight in the kitchen drawer, grab it". */
const ORDER_ON_IT =
  /\b(?:a|an|the|my|some)\s+([a-z]+(?:\s+(?!(?:in|on|under|behind|by|next|at|from)\b)[a-z]+)?)\s+(?:(in|on|under|behind|by|next to)\s+(?:the|my|a)\s+([a-z]+(?:\s+[a-z]+)?))?[^,]*,\s*(?:(?:can you|could you|pls|please|quick|go)\s+)?([a-z]+)\s+(?:it|them|that|one)\s*(?:pls|please|quick)?[.!]*$/i;

const TAKE =
  /^(?:grab|get|take|bring|fetch|pass|open|close|shut|check|light|use|hold|read|carry|catch|find|try|wear|unplug|unlock|lock|move|hide)$/i;

/** The order to the bot done, as its *action*: "*grabs the flashlight from the kitchen drawer*". */
export function orderDone(message: string): string | null {
  const m = message.replace(/[’‘]/g, "'").match(ORDER_ON_IT);
  if (!m || !TAKE.test(m[4]!)) return null;
  const verb = m[4]!
    .toLowerCase()
    .replace(/(?:s|sh|ch|x)$/, "$&e")
    .replace(/([^aeiou])y$/, "$1ie");
  const from = m[2] ? ` ${/^(?:in|on)$/i.test(m[2]) ? "from" : m[2].toLowerCase()} the ${m[3]}` : "";
  return `*${verb}s the ${m[1]}${from}*`;
}
