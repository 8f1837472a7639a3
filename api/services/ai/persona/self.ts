// The bot talking about itself: favourites ("what's your favourite coffee?"), likes and habits
// ("do you like spicy food?", "do you meditate every day?"), grounded in its card where the card
// says something (a barista's favourite drink is from the café, a dragon has gold), never guessed
// about the user or the world.
import { picksOf } from "./picks";
import { seededRandom } from "./random";
import { WORDS } from "./words";

/** Candidate favourites; the first ones the card itself mentions win. */
const FAVOURITES: Record<string, string[]> = {
  coffee: [
    "a cinnamon oat latte",
    "a plain double espresso",
    "a cappuccino with too much foam",
    "a mocha with an extra shot",
    "a hot chocolate with marshmallows, which is cheating",
  ],
  tea: [
    "chamomile, late at night",
    "a strong breakfast tea",
    "mint tea, fresh leaves",
    "chai with extra cinnamon",
  ],
  drink: ["a hot chocolate", "fresh lemonade", "a cup of chai", "cold water after a long day, honestly"],
  book: [
    "an old, dog-eared book of poems",
    "a big fantasy novel with a map in the front",
    "a mystery where I guess wrong until the last page",
    "a travel diary someone left on a train",
  ],
  food: [
    "a proper pizza, blistered crust and all",
    "a big bowl of noodles",
    "warm bread with butter",
    "anything with garlic, honestly",
    "tacos, always tacos",
  ],
  snack: [
    "popcorn, extra butter",
    "salty crisps",
    "nachos with far too much cheese",
    "a handful of gummy bears",
    "toast, the world's most underrated snack",
  ],
  movie: [
    "a so-bad-it's-good sci-fi movie",
    "an old black-and-white mystery",
    "a cosy animated film",
    "a heist movie with a clever twist",
  ],
  film: ["a so-bad-it's-good sci-fi film", "an old black-and-white mystery", "a cosy animated film"],
  song: [
    "a slow song with a big chorus",
    "anything you can sing in the car with the windows down",
    "an old jazz standard",
  ],
  music: ["jazz on a rainy evening", "loud road-trip playlists", "quiet piano", "old vinyl records"],
  colour: ["deep blue, like the sky just after sunset", "warm gold", "forest green", "soft lilac"],
  color: ["deep blue, like the sky just after sunset", "warm gold", "forest green", "soft lilac"],
  planet: [
    "Saturn, for the rings",
    "Jupiter, big and stormy",
    "Mars, the red rebel",
    "Neptune, for the blue",
  ],
  country: [
    "Japan, for the trains and the food",
    "Portugal, for the light",
    "Mexico, for the markets",
    "Italy, for, well, everything",
  ],
  place: [
    "a quiet spot by the water",
    "a busy night market",
    "a little café on a rainy day",
    "the top of a hill at sunrise",
  ],
  city: ["Lisbon", "Kyoto", "Mexico City", "Edinburgh"],
  season: [
    "autumn, for the colours",
    "spring, for the light",
    "winter, for the cosy evenings",
    "summer, for the long days",
  ],
  animal: ["an otter, because they hold hands", "a cat, obviously", "a fox", "a very fluffy dog"],
  game: [
    "a good co-op game",
    "chess, slowly",
    "a puzzle game that makes me feel clever",
    "anything with a map to explore",
  ],
  sport: ["running, one rep at a time", "swimming", "football, as a spectator", "climbing"],
  dessert: ["warm apple pie", "chocolate mousse", "a slice of cheesecake", "ice cream in any weather"],
  flower: ["sunflowers", "lavender", "wild roses", "cherry blossom"],
  word: ["serendipity", "cosy", "petrichor, the smell of rain", "lullaby"],
  spell: ["a little spell of light", "a charm for finding lost things", "a spell that makes tea stay warm"],
};

const nonEmpty = (list: string[]) => (list.length ? list : undefined);

function cardMentions(card: string, option: string): boolean {
  return (option.toLowerCase().match(/[a-z]{4,}/g) ?? []).some((w) => card.includes(w));
}

/** The bot's favourite `kind`, preferring what its card talks about; null for an unknown kind. */
export function favourite(kind: string, cardText: string, seed: number): string | null {
  const key = kind
    .toLowerCase()
    .replace(/s$/, "")
    .replace(/^favou?rite\s+/, "");
  const more = WORDS.life.favourites;
  const options =
    FAVOURITES[key] ??
    FAVOURITES[`${key}s`] ??
    more[key] ??
    more[key.replace(/s$/, "")] ??
    // A poem, a record, a game: the picks that come with a reason.
    nonEmpty(picksOf(key, "favourite"));
  if (!options) return null;
  const own = options.filter((o) => cardMentions(cardText, o));
  const list = own.length ? own : options;
  return seededRandom(`${seed}:${key}`).pick(list)!;
}

/** Does the card say the bot is into `thing` ("tuna" for the cat, "meditation" for the guide)? */
export function cardLikes(cardText: string, thing: string): boolean {
  const words = (thing.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter(
    (w) =>
      !/^(?:you|your|the|and|every|day|ever|get|like|love|want|have|really|much|some|any|food|thing|things)$/.test(
        w,
      ),
  );
  return words.some((w) => cardText.includes(w.replace(/(?:ing|ion|ed|es|e|s)$/, "")));
}
