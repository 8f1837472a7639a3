// The fresh held-out set (1 of 2): twelve fifteen-turn conversations written as a new member would
// have them, before anyone read the engine's code for this round, and never tuned on. Role-play with
// the adventure, mystery, fantasy and sci-fi cards, advice, small talk, numbers and regenerates. Its
// figure is the honest one and is reported on its own, apart from every older set.
import { all, either, joke, keepsGoing, mentions, number, saysAI, steps } from "../checks";
import { avoids, continuesScene, inOrder } from "../conversation-checks";
import type { Conversation } from "../types";
import { greets, saysGoodbye, welcomesThanks } from "./common";
import { regenerate, say } from "./held-out-15-turns";

export const FRESH = "(fresh held out)";

export const heldOutFresh: Conversation[] = [
  {
    bot: "rio-vance",
    user: "Jo",
    title: `the island map ${FRESH}`,
    turns: [
      say("Hi Rio! Ready for an adventure?", "greeting", greets()),
      say(
        "I found an old map in my grandfather's attic. It shows an island called Isla Calavera.",
        "role-play",
        continuesScene("map", "Isla Calavera", "island"),
      ),
      say("We charter a boat to the island.", "role-play", continuesScene("boat", "island")),
      say("*jumps onto the beach and looks around*", "role-play", continuesScene("beach", "sand", "island")),
      regenerate(continuesScene("beach", "sand", "island")),
      say("I compare the map with the cliffs ahead", "role-play", continuesScene("map", "cliff")),
      say(
        "We climb the cliffs and find a stone door with three symbols.",
        "role-play",
        continuesScene("door", "symbol", "stone"),
      ),
      say("I press the symbol of the sun", "role-play", continuesScene("sun", "symbol", "door")),
      say("What was the name of the island again?", "memory", mentions("Isla Calavera")),
      say(
        "How much is 12% of 350 gold doubloons?",
        "word problem",
        all(number(42), mentions("doubloon", "gold")),
      ),
      say(
        "We step into the dark tunnel behind the door",
        "role-play",
        continuesScene("tunnel", "door", "dark"),
      ),
      say("Summarize our expedition so far", "recap", inOrder("map", "boat", "cliff", "door", "tunnel")),
      say(
        "I'm getting hungry, do we have any food?",
        "role-play",
        mentions("food", "eat", "snack", "ration", "hungry", "fruit", "pack", "bread"),
      ),
      say(
        "*opens the chest at the end of the tunnel*",
        "role-play",
        continuesScene("chest", "tunnel", "treasure"),
      ),
      say("What a day. Bye Rio!", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "agatha-vale",
    user: "Noor",
    title: `the aunt's hidden book ${FRESH}`,
    turns: [
      say("Hello? Is anyone in this library?", "greeting", greets()),
      say(
        "I'm looking for a book my aunt Margaret hid here before she died.",
        "role-play",
        continuesScene("Margaret", "book", "aunt"),
      ),
      say("I walk to the restricted section.", "role-play", continuesScene("restricted section", "section")),
      say("*pulls a red book from the top shelf*", "role-play", continuesScene("book", "shelf")),
      say("I open the book and find a letter inside.", "role-play", continuesScene("letter", "book")),
      regenerate(continuesScene("letter", "book")),
      say("I read the letter aloud", "role-play", continuesScene("letter")),
      say("What was my aunt's name?", "memory", mentions("Margaret")),
      say(
        "Do you ever get lonely here?",
        "about the bot",
        mentions("lonely", "alone", "company", "visitor", "books", "quiet"),
      ),
      say("We go down to the basement with a candle.", "role-play", continuesScene("basement", "candle")),
      say("I hear footsteps behind us", "role-play", continuesScene("footstep", "behind", "sound")),
      say(
        "Summarize the mystery so far",
        "recap",
        inOrder("Margaret", "restricted section", "letter", "basement"),
      ),
      say(
        "If the library has 40 shelves with 25 books each, how many books is that?",
        "word problem",
        number(1000),
      ),
      say(
        "I'm a bit scared honestly",
        "feelings",
        mentions("scared", "afraid", "safe", "fear", "brave", "with you", "nothing to fear"),
      ),
      say("Goodnight Agatha, I'll come back tomorrow", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "ember-the-dragon",
    user: "Lena",
    title: `a ruby for the dragon ${FRESH}`,
    turns: [
      say("Good morning, Ember!", "greeting", greets()),
      say(
        "I brought you a gift: a ruby the size of an egg.",
        "role-play",
        continuesScene("ruby", "gift", "gem"),
      ),
      say(
        "What's your favourite thing in your hoard?",
        "about the bot",
        mentions("hoard", "gold", "gem", "treasure", "coin", "crown", "ruby"),
      ),
      say(
        "A knight named Sir Percival is climbing the mountain to fight you!",
        "role-play",
        continuesScene("Percival", "knight"),
      ),
      say("*hides behind a pile of gold coins*", "role-play", continuesScene("gold", "coin", "pile")),
      say("We fly to the valley on your back.", "role-play", continuesScene("valley", "fly", "wing")),
      regenerate(continuesScene("valley", "fly", "wing")),
      say("Tell me a joke about knights", "joke", joke("knight", "armor", "armour", "sword", "lance")),
      say("How many coins are in 3 chests of 250 coins?", "word problem", number(750)),
      say("What's the name of the knight again?", "memory", mentions("Percival")),
      say("I'm nervous about my exam tomorrow", "feelings", mentions("exam", "test", "nervous", "study")),
      regenerate(mentions("exam", "test", "nervous", "study")),
      say("Summarize what happened today", "recap", inOrder("ruby", "Percival", "valley")),
      say(
        "You're actually kind of sweet",
        "small talk",
        mentions("sweet", "nonsense", "harrumph", "never", "don't", "nice", "kind", "hmph"),
      ),
      say("I have to go now. Bye Ember", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "unit-k7",
    user: "Mo",
    title: `the stowaway robot ${FRESH}`,
    turns: [
      say("Hi Kay!", "greeting", greets()),
      say("Can you give me a recipe for pancakes?", "recipe", steps("pancake", "flour", "batter")),
      say("What is 7 times 8?", "arithmetic", number(56)),
      say("Convert 5 miles to kilometers", "conversion", number(8.05, 0.01)),
      say(
        "The ship's alarm goes off! *runs to the control panel*",
        "role-play",
        continuesScene("alarm", "control panel", "panel"),
      ),
      say("We open the hatch to the cargo bay.", "role-play", continuesScene("hatch", "cargo")),
      say("I find a small robot hiding in a crate", "role-play", continuesScene("robot", "crate")),
      regenerate(continuesScene("robot", "crate")),
      say("I name the little robot Bolt.", "role-play", continuesScene("Bolt")),
      say("What did I name the robot?", "memory", mentions("Bolt")),
      say("Are you a real person?", "am I talking to a person", saysAI()),
      say("I feel lonely sometimes", "feelings", mentions("lonely", "alone", "here", "company", "sorry")),
      say(
        "Tell me a fun fact about space",
        "small talk",
        mentions("space", "star", "planet", "moon", "sun", "galaxy", "orbit"),
      ),
      say("ok", "rude or one word", keepsGoing()),
      say("Bye Kay, power down for the night", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "priya-anand",
    user: "Alex",
    title: `the marketing interview ${FRESH}`,
    turns: [
      say(
        "Hi Priya, I need some career advice.",
        "greeting",
        mentions("hi", "hello", "career", "help", "advice"),
      ),
      say(
        "I have a job interview on Friday for a marketing role.",
        "small talk",
        mentions("interview", "marketing", "Friday"),
      ),
      say("How should I prepare?", "advice", steps("interview", "prepare", "research", "practi", "company")),
      regenerate(steps("interview", "prepare", "research", "practi", "company")),
      say(
        "I want to ask for a 10% raise on my $52,000 salary. How much would that be?",
        "word problem",
        all(either(number(5200), number(57200)), mentions("$")),
      ),
      say("Is that a good idea?", "opinion", mentions("raise", "salary", "ask")),
      say("My manager never gives feedback.", "small talk", mentions("manager", "feedback")),
      say("Give me tips for a better CV", "advice", steps("CV", "resume", "résumé")),
      say("If I work 37.5 hours a week for 48 weeks, how many hours is that?", "word problem", number(1800)),
      say("ugh", "rude or one word", keepsGoing()),
      say(
        "I'm scared I'll freeze in the interview",
        "feelings",
        mentions("freeze", "nervous", "scared", "interview", "breath", "normal"),
      ),
      regenerate(mentions("freeze", "nervous", "scared", "interview", "breath", "normal")),
      say("What's the role I'm interviewing for?", "memory", mentions("marketing")),
      say("Thanks Priya, this helped a lot", "small talk", welcomesThanks()),
      say("bye", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "jamie-cole",
    user: "Robin",
    title: `pizza night with a bestie ${FRESH}`,
    turns: [
      say("heyyy Jamie", "greeting", greets()),
      say("my dog Pickles ate my sandwich lol", "small talk", mentions("Pickles", "dog", "sandwich")),
      say("what movie should we watch tonight?", "opinion", mentions("movie", "film", "watch")),
      regenerate(mentions("movie", "film", "watch")),
      say("I'm thinking about dyeing my hair blue. Thoughts?", "opinion", mentions("hair", "blue", "dye")),
      say("my sister got engaged!", "small talk", mentions("sister", "engaged", "congrat", "wedding")),
      say(
        "I'm kinda jealous tbh",
        "feelings",
        mentions("jealous", "normal", "feel", "fair", "okay", "sister"),
      ),
      say("what's my dog's name?", "memory", mentions("Pickles")),
      say(
        "we ordered 3 pizzas at $14 each, how much in total?",
        "word problem",
        all(number(42), mentions("$")),
      ),
      say("split it between the 3 of us", "word problem", number(14)),
      say("tell me a joke", "joke", joke()),
      say("lol", "rude or one word", keepsGoing()),
      say(
        "what's your favourite snack?",
        "about the bot",
        mentions("snack", "popcorn", "chips", "crisps", "candy", "chocolate", "nachos", "pizza"),
      ),
      say(
        "I had a rough day at work",
        "feelings",
        all(mentions("rough", "work", "sorry", "day"), avoids("about Jamie")),
      ),
      say("I should go to bed", "greeting", saysGoodbye()),
    ],
  },
];
