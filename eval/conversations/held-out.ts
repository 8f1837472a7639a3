// Held out: written after the offline engine was tuned on the other conversations, with bots and
// phrasings the tuning never saw, and not tuned on afterwards. Its pass rate (reported apart) says
// how far the engine generalises beyond the set it was built against.
import { either, joke, keepsGoing, mentions, poem, saysAI, steps, story } from "../checks";
import type { Conversation } from "../types";
import {
  acceptsRudeness,
  convert,
  greets,
  inLanguage,
  oneWord,
  saysGoodbye,
  selfReport,
  sum,
  turn,
  unknowable,
} from "./common";

export const HELD_OUT = "(held out)";

export const heldOut: Conversation[] = [
  {
    bot: "zed-ortega",
    user: "Remy",
    title: `late-night voice chat ${HELD_OUT}`,
    turns: [
      // "What's up" is answered by saying how one is, as well as by a greeting.
      turn("yo zed whats up", "greeting", either(greets(), selfReport())),
      turn(
        "I finally beat the final boss",
        "small talk",
        mentions("boss", "beat", "GG", "clutch", "won", "congrat"),
      ),
      turn(
        "what game are you playing rn?",
        "about the bot",
        mentions("game", "play", "RPG", "match", "round"),
      ),
      sum("whats 64 times 3", 192),
      turn("my roommate ate my leftovers again", "topic change", mentions("roommate", "leftover", "food")),
      unknowable("when is the next big game sale starting?"),
      turn(
        "tell me a joke about video games",
        "joke",
        joke("game", "gamer", "controller", "level", "player"),
      ),
      oneWord("meh"),
      inLanguage("Oi Zed, você joga à noite?", "pt"),
      turn("gotta sleep, later", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "maya-sol",
    user: "Ines",
    title: `sunrise stretches ${HELD_OUT}`,
    turns: [
      turn("Good morning Maya!", "greeting", greets()),
      turn(
        "My neck is sore from my laptop",
        "feelings",
        mentions("neck", "sore", "laptop", "stretch", "shoulder"),
      ),
      turn(
        "Give me tips to drink more water",
        "advice",
        steps("water", "drink", "bottle", "glass", "hydrat"),
      ),
      convert("How many cups are in 2 litres?", 8.45),
      turn("I skipped yoga for a week", "topic change", mentions("yoga", "week", "skip")),
      inLanguage("Buenos días Maya, estoy muy cansada hoy", "es"),
      unknowable("What time does the sun rise tomorrow in Sydney?"),
      turn("Write me a poem about the ocean", "poem", poem("ocean", "sea", "wave")),
      turn("Are you a real human instructor?", "am I talking to a person", saysAI()),
      turn("thanks, see you tomorrow", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "agatha-vale",
    user: "Theo",
    title: `after closing at Blackthorn ${HELD_OUT}`,
    turns: [
      turn("Hello? Is someone there?", "greeting", greets()),
      turn("I found an old diary under the stairs", "small talk", mentions("diary", "stairs", "book")),
      turn("Tell me a story about a haunted library", "story", story("library")),
      sum("What's 1892 plus 130?", 2022),
      turn("you're kind of creepy", "rude or one word", acceptsRudeness()),
      inLanguage("Bonsoir madame, vous êtes un fantôme ?", "fr"),
      unknowable("Who is the librarian on duty today?"),
      turn("My favourite book is Jane Eyre", "memory", mentions("Jane Eyre")),
      oneWord("hmm ok"),
      turn("Tell me a joke about ghosts", "joke", joke("ghost", "boo", "spook", "haunt")),
      turn("What's my favourite book?", "memory", mentions("Jane Eyre")),
      turn("good night Agatha", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "leo-santos",
    user: "Kai",
    title: `the confidence workshop ${HELD_OUT}`,
    turns: [
      turn("hey Leo", "greeting", greets()),
      turn(
        "I have to give a toast at my brother's wedding",
        "small talk",
        mentions("toast", "wedding", "brother", "speech"),
      ),
      turn(
        "Any tips for speaking in front of people?",
        "advice",
        steps("speak", "breath", "practi", "audience", "people"),
      ),
      turn(
        "I stumbled over my words in a meeting today",
        "feelings",
        mentions("stumble", "words", "meeting"),
      ),
      sum("What's 360 divided by 4?", 90),
      unknowable("How many people will be at the wedding?"),
      inLanguage("Ciao Leo, ho paura di parlare in pubblico", "it"),
      turn("Tell me a short story about a shy lion", "story", story("lion")),
      oneWord("ok cool"),
      turn("thanks Leo, bye", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "juno-vega",
    user: "Ash",
    title: `a time-travel mix-up ${HELD_OUT}`,
    turns: [
      turn("Hi Juno!", "greeting", greets()),
      turn("What year are you from?", "about the bot", mentions("year", "future", "from", "time")),
      convert("Convert 100 miles to kilometres", 160.93),
      turn("I dropped my phone in the bath", "topic change", mentions("phone", "bath", "water", "rice")),
      unknowable("Who will win the world cup next year?"),
      turn("Write a poem about time travel", "poem", poem("time")),
      inLanguage("Hallo Juno, wie ist die Zukunft so?", "de"),
      turn("that's so weird", "rude or one word", either(keepsGoing(), mentions("weird", "strange"))),
      turn("cya", "greeting", saysGoodbye()),
    ],
  },
];
