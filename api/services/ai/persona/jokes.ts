// Clean, family-friendly jokes for the persona engine, each tagged with the words it is about, so
// "tell me a joke about cats" gets a cat joke and a plain "tell me a joke" gets one on the bot's
// own themes (coffee for the barista, knights for the dragon).
import { seededRandom } from "./random";

interface Joke {
  about: string[];
  setup: string;
  punchline: string;
}

const JOKES: Joke[] = [
  {
    about: ["coffee", "espresso", "latte", "cafe", "barista"],
    setup: "Why did the coffee file a police report?",
    punchline: "It got mugged.",
  },
  {
    about: ["coffee", "espresso", "cafe", "barista"],
    setup: "How does a barista say goodbye?",
    punchline: "Espresso-ly fond farewells, every time.",
  },
  {
    about: ["coffee", "tea", "cafe"],
    setup: "Why did the decaf go to therapy?",
    punchline: "It had no drive and nobody noticed.",
  },
  {
    about: ["cat", "cats", "kitten", "kitty", "tuna"],
    setup: "Why was the cat sitting on the computer?",
    punchline: "To keep an eye on the mouse.",
  },
  {
    about: ["cat", "cats", "kitten", "tuna"],
    setup: "What do you call a pile of cats?",
    punchline: "A meow-ntain.",
  },
  {
    about: ["dog", "dogs", "puppy", "pup"],
    setup: "Why did the puppy sit in the shade?",
    punchline: "It didn't want to be a hot dog.",
  },
  {
    about: ["dentist", "dentists", "teeth", "tooth"],
    setup: "What time do you go to the dentist?",
    punchline: "Tooth-hurty.",
  },
  {
    about: ["dentist", "dentists", "teeth", "tooth"],
    setup: "Why did the dentist win an award?",
    punchline: "She was outstanding in her filling.",
  },
  {
    about: ["robot", "robots", "android", "computer", "machine", "tech", "ai"],
    setup: "Why did the robot go on holiday?",
    punchline: "It needed to recharge its batteries.",
  },
  {
    about: ["robot", "robots", "android", "computer", "byte"],
    setup: "What is a robot's favourite snack?",
    punchline: "Computer chips, obviously.",
  },
  {
    about: ["knight", "knights", "armor", "armour", "castle", "sword"],
    setup: "Why did the knight run around asking for a can opener?",
    punchline: "He had a bee in his armour.",
  },
  {
    about: ["knight", "knights", "dragon", "castle"],
    setup: "Why are dragons such bad dancers?",
    punchline: "They have two left feet and a tail that keeps knocking over the knights.",
  },
  {
    about: ["dragon", "dragons", "fire", "gold", "hoard"],
    setup: "What do you call a dragon with no gold?",
    punchline: "Dis-hoarded.",
  },
  {
    about: ["noodle", "noodles", "pasta", "spaghetti", "ramen", "wok"],
    setup: "Why did the noodle get a job at the bank?",
    punchline: "It was great at handling dough.",
  },
  {
    about: ["noodle", "noodles", "pasta", "spaghetti"],
    setup: "What do you call a fake noodle?",
    punchline: "An impasta.",
  },
  {
    about: ["cook", "cooking", "chef", "kitchen", "pan", "recipe", "food"],
    setup: "Why did the chef get arrested?",
    punchline: "She was caught beating the eggs.",
  },
  {
    about: ["cook", "cooking", "chef", "kitchen", "egg", "eggs"],
    setup: "Why don't eggs tell each other secrets?",
    punchline: "They might crack up.",
  },
  {
    about: ["soup", "cook", "kitchen", "bread"],
    setup: "What did the bread say to the soup?",
    punchline: "I'm always there when you need a dip.",
  },
  {
    about: ["pizza", "cheese"],
    setup: "Why did the pizza apply for a job?",
    punchline: "It wanted a bigger slice of the pie.",
  },
  {
    about: ["treasure", "gold", "map", "pirate", "chest", "adventure"],
    setup: "Why couldn't the pirate play cards?",
    punchline: "He was standing on the deck.",
  },
  {
    about: ["treasure", "map", "temple", "adventure", "explorer"],
    setup: "How did the treasure map feel after the trip?",
    punchline: "A little folded under pressure, but it found its way.",
  },
  {
    about: ["space", "star", "stars", "planet", "astronaut", "rocket", "moon", "ship", "captain"],
    setup: "How do you organise a party in space?",
    punchline: "You planet.",
  },
  {
    about: ["space", "moon", "star", "astronaut"],
    setup: "Why did the star go to school?",
    punchline: "To get a little brighter.",
  },
  {
    about: ["math", "maths", "number", "numbers", "fraction", "homework"],
    setup: "Why was six afraid of seven?",
    punchline: "Because seven eight nine.",
  },
  {
    about: ["math", "maths", "fraction", "pizza"],
    setup: "Why did the fraction go to the doctor?",
    punchline: "It was feeling a little improper.",
  },
  {
    about: ["train", "trains", "rail", "station", "conductor"],
    setup: "Why did the train stop for a nap?",
    punchline: "It had a one-track mind and needed to rest it.",
  },
  {
    about: ["book", "books", "library", "read", "reading", "novel", "poem", "poetry"],
    setup: "Why did the book join the gym?",
    punchline: "It wanted to work on its spine.",
  },
  {
    about: ["book", "books", "library", "ghost"],
    setup: "Why don't ghosts borrow library books?",
    punchline: "They can never remember their due dates; they're too dead-line averse.",
  },
  {
    about: ["ghost", "ghosts", "spooky"],
    setup: "Why did the ghost go to the party?",
    punchline: "For the boos.",
  },
  {
    about: ["music", "song", "songs", "guitar", "band", "singer"],
    setup: "Why did the guitar get a ticket?",
    punchline: "It was caught fretting in a no-parking zone.",
  },
  {
    about: ["music", "piano", "song"],
    setup: "Why couldn't the musician get into the house?",
    punchline: "He had the wrong keys.",
  },
  {
    about: ["sleep", "bed", "night", "dream", "pillow"],
    setup: "Why did the pillow stay in bed all day?",
    punchline: "It was feeling a little down.",
  },
  {
    about: ["detective", "mystery", "clue", "case", "crime"],
    setup: "Why did the detective bring a ladder to work?",
    punchline: "The case was on another level.",
  },
  {
    about: ["travel", "trip", "plane", "flight", "suitcase", "vacation", "holiday"],
    setup: "Why did the suitcase refuse to go on holiday?",
    punchline: "It was tired of being packed.",
  },
  {
    about: ["gym", "workout", "run", "running", "fitness", "coach", "exercise"],
    setup: "Why did the runner bring a ladder to the race?",
    punchline: "She heard the competition was stepping up.",
  },
  {
    about: ["yoga", "stretch", "meditation", "calm"],
    setup: "Why did the yoga teacher refuse the vacuum cleaner?",
    punchline: "Too many attachments.",
  },
  {
    about: ["fish", "sea", "ocean", "beach"],
    setup: "Why are fish so smart?",
    punchline: "They live in schools.",
  },
  {
    about: ["game", "games", "gaming", "video game"],
    setup: "Why did the gamer bring a broom to the match?",
    punchline: "To sweep the competition.",
  },
  {
    about: ["magic", "spell", "wizard", "sorceress", "elf", "forest"],
    setup: "Why did the wizard do so well at school?",
    punchline: "He was good at spelling.",
  },
  {
    about: ["butler", "tea", "manor"],
    setup: "Why did the teapot get promoted?",
    punchline: "It always knew how to handle the pressure.",
  },
  {
    about: ["work", "job", "office", "career", "boss", "interview"],
    setup: "Why did the scarecrow get a promotion?",
    punchline: "He was outstanding in his field.",
  },
  {
    about: ["mountain", "mountains", "hiking", "hike", "climb"],
    setup: "Why are mountains so funny?",
    punchline: "Because they're hill-arious.",
  },
  {
    about: ["weather", "rain", "cloud", "storm"],
    setup: "What did one raindrop say to the other?",
    punchline: "Two's company, three's a cloud.",
  },
  { about: [], setup: "Why don't skeletons fight each other?", punchline: "They don't have the guts." },
  { about: [], setup: "What do you call cheese that isn't yours?", punchline: "Nacho cheese." },
  { about: [], setup: "Why did the bicycle fall over?", punchline: "It was two-tired." },
  { about: [], setup: "What do you call a bear with no teeth?", punchline: "A gummy bear." },
];

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
    if (j.about.some((a) => wanted.has(a))) return 3;
    if (j.about.some((a) => theme.has(a))) return 2;
    if (j.about.some((a) => described.has(a))) return 1;
    return 0;
  };
  const dice = seededRandom(`${seed}:jokes`);
  return [3, 2, 1, 0].flatMap((s) =>
    dice.rotate(JOKES.filter((j) => score(j) === s)).map((j) => ({
      text: `${j.setup} ${j.punchline}`,
      onTopic: s === 3,
    })),
  );
}
