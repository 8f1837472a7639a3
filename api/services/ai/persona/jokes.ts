// Clean, family-friendly jokes for the persona engine, each tagged with the words it is about, so
// "tell me a joke about cats" gets a cat joke and a plain "tell me a joke" gets one on the bot's
// own themes (coffee for the barista, knights for the dragon).
import { personaLibraries } from "./libs";
import { seededRandom } from "./random";
import { WORDS } from "./words";

interface Joke {
  about: string[];
  setup: string;
  punchline: string;
}

/** The jokes (words/jokes.json). */
const JOKES: readonly Joke[] = WORDS.jokes.jokes;

const wordsOf = (text: string) =>
  new Set((text.toLowerCase().match(/[a-z]+/g) ?? []).flatMap((w) => [w, w.replace(/s$/, "")]));

/**
 * Jokes on the topic, else on the bot's themes (its tags and interests first, then words of its
 * description), best matches first, each saying whether it is about the topic asked for. The order
 * within a group depends on `seed`, so two bots asked the same thing don't tell the same joke.
 */
export function jokesAbout(
  topic: string,
  themes: string[],
  description: string,
  seed: number,
): { text: string; onTopic: boolean }[] {
  const wanted = wordsOf(topic);
  const theme = wordsOf(themes.join(" "));
  const described = wordsOf(description);
  // "Space pirates" are pirates first: a joke saying the topic's last word beats one saying "space".
  const head = wordsOf(topic.trim().split(/\s+/).at(-1) ?? "");
  const score = (j: Joke) => {
    const said = [...wordsOf(`${j.setup} ${j.punchline}`)];
    if (said.some((w) => w.length > 3 && head.has(w))) return 5;
    // A joke that says the word asked for beats one only tagged with it.
    if (said.some((w) => w.length > 3 && wanted.has(w))) return 4;
    if (j.about.some((a) => wanted.has(a))) return 3;
    if (j.about.some((a) => theme.has(a))) return 2;
    if (j.about.some((a) => described.has(a))) return 1;
    return 0;
  };
  const dice = seededRandom(`${seed}:jokes`);
  const told = (s: number) =>
    dice.rotate(JOKES.filter((j) => score(j) === s)).map((j) => ({
      text: `${j.setup} ${j.punchline}`,
      onTopic: s >= 3,
    }));
  // Once the jokes on file about the topic are told, a regenerate still gets one on it.
  return [...told(5), ...told(4), ...told(3), ...madeOn(topic, dice), ...told(2), ...told(1), ...told(0)];
}

/** Jokes made on the topic itself ("Why did the space pirate bring a ladder…"). */
function madeOn(topic: string, dice: ReturnType<typeof seededRandom>): { text: string; onTopic: boolean }[] {
  const words = topic.trim().toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length || words.length > 3) return [];
  const nlp = personaLibraries()?.nlp;
  const last = words.pop()!;
  const one = nlp ? nlp(last).nouns().toSingular().text() || last : last;
  const thing = [...words, one].join(" ");
  return dice
    .rotate(WORDS.jokes.onTopic)
    .map((t) => ({ text: t.replace(/\{topic\}/g, thing), onTopic: true }));
}
