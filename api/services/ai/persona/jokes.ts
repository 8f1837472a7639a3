// Clean, family-friendly jokes for the persona engine, each tagged with the words it is about, so
// "tell me a joke about cats" gets a cat joke and a plain "tell me a joke" gets one on the bot's
// own themes (coffee for the barista, knights for the dragon).
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
  const score = (j: Joke) => {
    // A joke that says the word asked for beats one only tagged with it.
    if ([...wordsOf(`${j.setup} ${j.punchline}`)].some((w) => w.length > 3 && wanted.has(w))) return 4;
    if (j.about.some((a) => wanted.has(a))) return 3;
    if (j.about.some((a) => theme.has(a))) return 2;
    if (j.about.some((a) => described.has(a))) return 1;
    return 0;
  };
  const dice = seededRandom(`${seed}:jokes`);
  return [4, 3, 2, 1, 0].flatMap((s) =>
    dice.rotate(JOKES.filter((j) => score(j) === s)).map((j) => ({
      text: `${j.setup} ${j.punchline}`,
      onTopic: s >= 3,
    })),
  );
}
