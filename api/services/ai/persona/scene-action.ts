// The member's move as the bot says it back: "*draws my sword*" is "You draw your sword", "let's
// go in" is "We go in", "theres a flashlight in the drawer, grab it" is the bot grabbing it, and
// "you check under the couch, i check the bathroom" is the bot's part and theirs, each its own.
import { commands, orderDone } from "./scene-commands";
import { personaLibraries } from "./libs";
import { isSceneMove, unaddressed } from "./story";
import { baseVerbs, capitalize, reflect } from "./text";

/** The user's move as the bot says it back ("*draws my sword*" → "You draw your sword"). */
export function actionLine(message: string): string {
  const done = orderDone(message);
  if (done) return done;
  // "Oh no." is no move: the sentences that say something.
  const said = message.split(/(?<=[.!?])\s+/);
  const sentences = said.filter((x) => x.split(/\s+/).length > 2).length
    ? said.filter((x) => x.split(/\s+/).length > 2)
    : said;
  // The sentence that is the move ("I read it"), not the one that sets the scene before it.
  const move =
    sentences.find((x) => isSceneMove(x) && !/\*/.test(x)) ?? sentences.find(commands) ?? sentences[0];
  const first = unaddressed(
    (message.match(/\*([^*]{3,})\*/)?.[1] ?? move ?? "").replace(/[.!?…]+$/, "").trim(),
  );
  if (/^let's\s+/i.test(first)) return capitalize(reflect(first.replace(/^let's\s+/i, "we ")));
  if (/^(?:i|we)(?:\s|'re\s|'m\s)|^im\s/i.test(first))
    return capitalize(reflect(first.replace(/^im\s/i, "I'm ")).replace(/^you\b/i, "You"));
  // "You check under the couch, I check the bathroom": the bot's part first, said as its own.
  if (/^(?:you|u)\s/i.test(first)) return capitalize(reflect(first.replace(/^u\s/i, "you ")));
  // "The clerk brings out a case", "My cousin Nico can drive", "Lorraine goes pale": told as it
  // happens, said back as it was told.
  if (
    /^(?:the|a|an|my|our|his|her|their|there's|theres|there is|there are)\s/i.test(first) ||
    /^[A-Z][a-z]+(?:\s+[A-Z][a-z]+)*\s+(?:is|was|has|had|can|could|will|[a-z]+s)\b/.test(first)
  )
    return capitalize(reflect(first));
  if (toldOfSomeone(first)) return capitalize(reflect(first));
  if (/^[a-z]+s\b/i.test(first))
    return `You ${reflect(baseVerbs(first.charAt(0).toLowerCase() + first.slice(1)))}`.trim();
  return capitalize(`we ${reflect(first).charAt(0).toLowerCase()}${reflect(first).slice(1)}`);
}

/**
 * "gideon Puddle doesnt want to fight", "mochi jumps onto the seat": someone else's doing (a name,
 * typed as it came, then what they do), said as told rather than as a move of ours.
 */
function toldOfSomeone(sentence: string): boolean {
  const terms = personaLibraries()?.nlp(sentence).json()[0]?.terms as
    { text: string; tags: string[] }[] | undefined;
  if (!terms?.[0]?.tags.includes("Noun") || terms[0].tags.includes("Verb")) return false;
  return terms
    .slice(1, 4)
    .some((t) => t.tags.includes("Verb") || /^(?:doesnt|dont|isnt|cant|wont|didnt|wasnt)$/i.test(t.text));
}
