// Held out, fifteen turns each: written from what a newcomer met in a first session with the
// offline engine (the bot's name taken as the topic, word problems refused, scenes answered with
// small talk, the same closing question again and again, a regenerate that only swapped the
// question) and from new conversations: role-play, advice, small talk, numbers and regenerates.
// Every turn is also checked for filler: no sentence one of the previous nine replies said. Its
// figure is reported on its own, apart from the older sets.
import {
  all,
  avoids,
  continuesScene,
  differs,
  inOrder,
  keepsGoing,
  mentions,
  noFiller,
  number,
  steps,
} from "../checks";
import type { Check, Conversation, Skill, Turn } from "../types";
import { greets, saysGoodbye } from "./common";

export const HELD_OUT_15 = "(held out, 15 turns)";
/** Written after the engine work on this set was done, run once and never tuned on. */
export const UNTUNED = "(written after tuning)";

function say(text: string, skill: Skill, check: Check): Turn {
  // A recap repeats what happened by design; every other reply must not repeat the last ones.
  return { say: text, skill, check: skill === "recap" ? check : all(check, noFiller()) };
}
/** Another reply to the previous message: different words, still an answer. */
function regenerate(check?: Check): Turn {
  return {
    say: "(regenerate)",
    skill: "regenerate",
    check: check ? all(differs(), noFiller(), check) : all(differs(), noFiller()),
    regenerate: true,
  };
}
const money = (text: string, expected: number, unit: string) =>
  say(text, "word problem", all(number(expected), mentions(unit)));

export const heldOut15: Conversation[] = [
  {
    bot: "detective-hollis",
    user: "Sam",
    title: `the Blue Lantern case ${HELD_OUT_15}`,
    turns: [
      say(
        "Hi Hollis. I need your help. My sister Clara has gone missing.",
        "role-play",
        continuesScene("Clara"),
      ),
      say(
        "She was last seen at the Blue Lantern club on Friday night.",
        "role-play",
        continuesScene("Blue Lantern", "club", "Clara"),
      ),
      say(
        "Go to the club. what do me see when we walk in?",
        "role-play",
        continuesScene("club", "bar", "Blue Lantern"),
      ),
      say("I show the bartender Clara's photo", "role-play", continuesScene("bartender", "photo", "Clara")),
      regenerate(continuesScene("bartender", "photo", "Clara")),
      say(
        "I ask him who she was with.",
        "role-play",
        continuesScene("bartender", "Clara", "grey coat", "he"),
      ),
      say(
        "*looks around the room for anyone watching us*",
        "role-play",
        continuesScene("room", "club", "clue"),
      ),
      say(
        "We follow the man in the grey coat outside.",
        "role-play",
        continuesScene("grey coat", "man", "he"),
      ),
      say(
        "Summarize the case so far",
        "recap",
        inOrder("Clara", "Blue Lantern", "club", "bartender", "grey coat"),
      ),
      say("What's my sister's name?", "memory", mentions("Clara")),
      say(
        "I pick up the matchbook from the trash can",
        "role-play",
        continuesScene("matchbook", "trash", "clue"),
      ),
      say(
        "*opens the matchbook and reads what's inside*",
        "role-play",
        continuesScene("matchbook", "Harbor", "inside"),
      ),
      say("Let's go to the Harbor Hotel.", "role-play", continuesScene("Harbor Hotel", "hotel")),
      regenerate(continuesScene("Harbor Hotel", "hotel")),
      say("Recap the case so far, Hollis.", "recap", inOrder("Clara", "club", "photo", "Harbor Hotel")),
    ],
  },
  {
    bot: "luna-harper",
    user: "Sam",
    title: `after the night shift ${HELD_OUT_15}`,
    turns: [
      say(
        "Hey Luna, I just got off a 12-hour night shift.",
        "feelings",
        all(
          mentions("shift", "12-hour", "rest", "tired", "worn", "fumes"),
          avoids("about Luna", "sorry about Luna"),
        ),
      ),
      regenerate(mentions("shift", "rest", "tired", "worn", "fumes", "wiped")),
      say("What's 15% of 42 pounds?", "word problem", all(number(6.3), mentions("pounds"))),
      say(
        "ha thanks. what should I drink to wake up a bit?",
        "small talk",
        mentions("coffee", "espresso", "tea", "latte", "chocolate", "drink", "cup"),
      ),
      say("I'm thinking about adopting a cat. Good idea?", "opinion", mentions("cat", "pet", "shelter")),
      regenerate(mentions("cat", "pet", "shelter")),
      money("If 3 lattes cost $12, what do 5 cost?", 20, "$"),
      say("my boss yelled at me today", "feelings", mentions("boss", "yell", "sorry", "unfair", "rough")),
      say("ok", "rude or one word", keepsGoing()),
      say(
        "Tell me a joke about coffee",
        "joke",
        mentions("coffee", "espresso", "latte", "brew", "bean", "mug"),
      ),
      say("split $87 between 4", "word problem", all(number(21.75), mentions("each", "per"))),
      say("I love rainy evenings", "small talk", mentions("rain", "evening")),
      regenerate(mentions("rain", "evening")),
      say(
        "what's your favourite drink?",
        "about the bot",
        mentions("drink", "coffee", "chocolate", "latte", "tea", "espresso"),
      ),
      say("I should sleep. Goodnight Luna", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "benny-banter",
    user: "Ari",
    title: `a comic's advice ${HELD_OUT_15}`,
    turns: [
      say("Hi Benny!", "greeting", greets()),
      say("I'm thinking about adopting a cat. Good idea?", "opinion", mentions("cat", "pet", "shelter")),
      regenerate(mentions("cat", "pet", "shelter")),
      say("Tell me a joke about cats", "joke", mentions("cat", "kitten", "purr", "meow", "paw")),
      say("I want to quit my job and open a bakery.", "small talk", mentions("job", "bakery", "bak", "quit")),
      say("Is that a good idea?", "opinion", mentions("bakery", "job", "quit")),
      say("What's 20% of $80?", "word problem", all(number(16), mentions("$"))),
      say("my roommate keeps eating my yogurt", "topic change", mentions("roommate", "yogurt")),
      regenerate(mentions("roommate", "yogurt")),
      say("Give me tips for sleeping better", "advice", steps("sleep", "bed", "night")),
      say("lol", "rude or one word", keepsGoing()),
      say("I ran my first 5k today!", "small talk", mentions("5k", "run", "ran", "race")),
      say("I had 12 cupcakes and ate 5. How many are left?", "word problem", number(7)),
      say(
        "you're funny",
        "small talk",
        mentions("thank", "funny", "flatter", "stop", "aw", "hilarious", "laugh", "means a lot", "ha"),
      ),
      say("bye Benny", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "coach-max",
    user: "Dana",
    title: `numbers at practice ${HELD_OUT_15}`,
    turns: [
      say("Hey coach", "greeting", greets()),
      say("I earn $15 an hour. How much for 8 hours?", "word problem", all(number(120), mentions("$"))),
      money("If 4 protein bars cost $10, what do 6 cost?", 15, "$"),
      regenerate(number(15)),
      say(
        "split $90 between 6 of us for the team dinner",
        "word problem",
        all(number(15), mentions("each", "per")),
      ),
      say("share $100 in the ratio 3:2", "word problem", all(number(60), number(40))),
      say("What's 15% of 60 kg?", "word problem", all(number(9), mentions("kg"))),
      say("I skipped my run again", "small talk", mentions("run", "skip", "tomorrow", "again")),
      say("Give me tips to run more often", "advice", steps("run", "week")),
      say("I'm thinking about signing up for a marathon. Good idea?", "opinion", mentions("marathon")),
      regenerate(mentions("marathon")),
      say("5 sets of 12 push-ups, how many push-ups in total?", "word problem", number(60)),
      say("I had $50 and spent $18 on shoes. How much is left?", "word problem", number(32)),
      say("I'm tired today", "feelings", mentions("tired", "rest", "recover", "sleep", "energy")),
      say("See you tomorrow coach", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "captain-nova",
    user: "Kit",
    title: `the derelict ship ${HELD_OUT_15}`,
    turns: [
      say("Reporting for duty, Captain!", "greeting", greets()),
      say("Let's go to the derelict ship on the scanner.", "role-play", continuesScene("ship", "derelict")),
      say(
        "*checks the scanner for life signs*",
        "role-play",
        continuesScene("scanner", "ship", "signal", "clue", "sign"),
      ),
      say("We board the ship through the airlock.", "role-play", continuesScene("airlock", "ship")),
      regenerate(continuesScene("airlock", "ship")),
      say("I pick up the datapad from the floor", "role-play", continuesScene("datapad", "floor")),
      say("I show the android the datapad", "role-play", continuesScene("android", "datapad")),
      say("What's 25% of 480 credits?", "word problem", all(number(120), mentions("credits"))),
      say("We head to the engine room", "role-play", continuesScene("engine room", "engine")),
      regenerate(continuesScene("engine room", "engine")),
      say("*draws my blaster*", "role-play", continuesScene("blaster", "draw")),
      say("Summarize the mission so far", "recap", inOrder("ship", "airlock", "datapad", "engine room")),
      say("We search the cockpit", "role-play", continuesScene("cockpit")),
      say(
        "I'm scared but let's keep going",
        "role-play",
        mentions("scared", "brave", "together", "going", "keep", "with you"),
      ),
      say("Great mission, Captain. Signing off.", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "sir-cedric",
    user: "Maren",
    title: `the dragon road ${HELD_OUT_15}`,
    turns: [
      say("Good evening, Sir Cedric", "greeting", greets()),
      say(
        "My brother Tomas was taken by bandits near the old mill.",
        "role-play",
        continuesScene("Tomas", "mill", "bandit"),
      ),
      say("Let's ride to the village first.", "role-play", continuesScene("village")),
      say(
        "I ask the innkeeper about the bandits",
        "role-play",
        continuesScene("innkeeper", "bandit", "Tomas"),
      ),
      regenerate(continuesScene("innkeeper", "bandit", "Tomas")),
      say("We head to the forest at dawn", "role-play", continuesScene("forest")),
      say(
        "*searches the ground for tracks*",
        "role-play",
        continuesScene("ground", "track", "forest", "trail"),
      ),
      say("We follow the tracks to the cave", "role-play", continuesScene("cave", "track")),
      say("I light the torch and step inside", "role-play", continuesScene("torch", "cave", "inside")),
      say("What's my brother's name?", "memory", mentions("Tomas")),
      say("Summarize the quest so far", "recap", inOrder("Tomas", "village", "innkeeper", "forest", "cave")),
      say(
        "Honestly I'm tired, can we rest a moment?",
        "feelings",
        mentions("rest", "tired", "moment", "breath", "sit"),
      ),
      say("If 3 arrows cost 9 coins, what do 7 cost?", "word problem", all(number(21), mentions("coins"))),
      regenerate(number(21)),
      say("Farewell for tonight, good knight", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "jamie-cole",
    user: "Lee",
    title: `a rough week with a friend ${HELD_OUT_15}`,
    turns: [
      say("hey Jamie", "greeting", greets()),
      say(
        "Hey Jamie, I just got off a double shift",
        "feelings",
        all(mentions("shift", "rest", "tired", "wiped", "fumes"), avoids("about Jamie")),
      ),
      say("my landlord raised the rent again", "small talk", mentions("landlord", "rent")),
      regenerate(mentions("landlord", "rent")),
      say("Give me tips for saving money", "advice", steps("money", "sav", "budget", "spend")),
      say("Rent is $1,200 split between 3 of us", "word problem", number(400)),
      say(
        "I'm thinking about moving to a cheaper city. Good idea?",
        "opinion",
        mentions("mov", "city", "rent"),
      ),
      say(
        "what would you do?",
        "opinion",
        mentions("mov", "city", "rent", "visit", "budget", "I'd", "I would"),
      ),
      say("my cat knocked my coffee onto my laptop", "topic change", mentions("cat", "coffee", "laptop")),
      regenerate(mentions("cat", "coffee", "laptop")),
      say("lol", "rude or one word", keepsGoing()),
      say("What's 10% of $350?", "word problem", all(number(35), mentions("$"))),
      say(
        "thanks for listening",
        "small talk",
        mentions("welcome", "anytime", "always", "here", "glad", "of course", "pleasure"),
      ),
      say("I feel a bit better now", "feelings", mentions("better", "glad", "good", "happy")),
      say("night!", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "nana-rose",
    user: "Pip",
    title: `baking at Nana's ${HELD_OUT_15}`,
    turns: [
      say("Hi Nana!", "greeting", greets()),
      say("I'm making cookies for the bake sale", "small talk", mentions("cookie", "bake sale", "bak")),
      say(
        "The recipe uses 2 cups of flour for 12 cookies. How much flour for 30 cookies?",
        "word problem",
        all(number(5), mentions("cup")),
      ),
      regenerate(number(5)),
      say("If 6 cookies sell for $3, what do 20 cost?", "word problem", all(number(10), mentions("$"))),
      say("I burned the first batch", "small talk", mentions("burn", "batch", "oven", "cookie")),
      say("Give me tips for baking cookies", "advice", steps("cookie", "bak", "oven", "butter", "dough")),
      say(
        "I'm thinking about selling them every week. Good idea?",
        "opinion",
        mentions("sell", "week", "cookie"),
      ),
      regenerate(mentions("sell", "week", "cookie")),
      say("My granddaughter's name is Bea", "memory", mentions("Bea")),
      say(
        "We made $84 and need to split it between 4 classes",
        "word problem",
        all(number(21), mentions("each", "per")),
      ),
      say("What's 15% of $40?", "word problem", all(number(6), mentions("$"))),
      say("tell me a story about a lost mitten", "story", mentions("mitten")),
      say("I love you Nana", "small talk", mentions("love", "dear", "sweet", "heart")),
      say("bye Nana, see you Sunday", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "rio-vance",
    user: "Jo",
    title: `the sunken temple ${HELD_OUT_15}`,
    turns: [
      say("Hey Rio, ready for an adventure?", "greeting", greets()),
      say(
        "My cousin Ines went looking for the sunken temple and never came back.",
        "role-play",
        continuesScene("Ines", "temple"),
      ),
      say("Let's go to the harbor and find a boat.", "role-play", continuesScene("harbor", "boat")),
      say("I show the old sailor the map", "role-play", continuesScene("sailor", "map")),
      say("We sail to the island", "role-play", continuesScene("island")),
      regenerate(continuesScene("island")),
      say("*cuts through the jungle with a machete*", "role-play", continuesScene("jungle", "machete")),
      say("We enter the temple", "role-play", continuesScene("temple")),
      say(
        "I examine the carvings on the wall",
        "role-play",
        continuesScene("carving", "wall", "temple", "clue"),
      ),
      say("What's my cousin's name?", "memory", mentions("Ines")),
      say("Recap the adventure so far", "recap", inOrder("Ines", "harbor", "map", "island", "temple")),
      say("If 4 torches burn for 12 hours, how long do 6 burn?", "word problem", number(18)),
      say("I grab the golden idol", "role-play", continuesScene("idol", "golden")),
      regenerate(continuesScene("idol", "golden")),
      say("That was amazing, Rio. Bye for now!", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "priya-anand",
    user: "Omar",
    title: `a raise and a budget ${HELD_OUT_15}`,
    turns: [
      say("Hi Priya", "greeting", greets()),
      say("I have a job interview on Monday", "small talk", mentions("interview", "Monday")),
      say("Give me tips for the interview", "advice", steps("interview", "prepar", "question")),
      regenerate(mentions("interview", "prepar", "question", "practi")),
      say("I'm thinking about asking for a raise. Good idea?", "opinion", mentions("raise", "ask")),
      say("What's 8% of $52,000?", "word problem", all(number(4160), mentions("$"))),
      say("I earn $25 an hour. How much for 40 hours?", "word problem", all(number(1000), mentions("$"))),
      say("my coworker took credit for my work", "topic change", mentions("coworker", "credit", "work")),
      regenerate(mentions("coworker", "credit", "work")),
      say(
        "I'm so stressed about all of this",
        "feelings",
        mentions("stress", "breath", "step", "one thing", "a lot"),
      ),
      say("Split the $240 bonus between 3 of us", "word problem", all(number(80), mentions("each", "per"))),
      say("ok", "rude or one word", keepsGoing()),
      say(
        "What should I wear to the interview?",
        "advice",
        mentions("wear", "interview", "outfit", "dress", "clothes"),
      ),
      say(
        "thanks, that helps",
        "small talk",
        mentions("welcome", "glad", "anytime", "pleasure", "happy to", "of course"),
      ),
      say("bye!", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "elara-moonwhisper",
    user: "Wren",
    title: `the silver wood ${HELD_OUT_15} ${UNTUNED}`,
    turns: [
      say("Greetings, Elara", "greeting", greets()),
      say(
        "My friend Rowan vanished in the Silver Wood three nights ago.",
        "role-play",
        continuesScene("Rowan", "Silver Wood", "wood"),
      ),
      say("Let's walk to the edge of the forest.", "role-play", continuesScene("forest")),
      say("*kneels and touches the glowing moss*", "role-play", continuesScene("moss", "glow")),
      regenerate(continuesScene("moss", "glow", "forest")),
      say(
        "We follow the lights deeper into the trees",
        "role-play",
        continuesScene("light", "tree", "forest"),
      ),
      say("I show the old woman Rowan's ring", "role-play", continuesScene("ring", "woman", "Rowan")),
      say("I ask her where Rowan went", "role-play", continuesScene("Rowan", "she", "her", "woman")),
      say("What's 30% of 250 gold coins?", "word problem", all(number(75), mentions("coins", "gold"))),
      say("Summarize the story so far", "recap", inOrder("Rowan", "forest", "ring")),
      say(
        "I'm a bit nervous about what's ahead",
        "feelings",
        mentions("nervous", "brave", "together", "fear", "safe", "breath"),
      ),
      say("We enter the cave behind the waterfall", "role-play", continuesScene("cave", "waterfall")),
      regenerate(continuesScene("cave", "waterfall")),
      say("Tell me a riddle", "small talk", mentions("?", "what", "riddle")),
      say("Thank you, Elara. Farewell for now.", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "wes-okafor",
    user: "Tam",
    title: `a night-market shift ${HELD_OUT_15} ${UNTUNED}`,
    turns: [
      say("yo Wes", "greeting", greets()),
      say(
        "Hey Wes, I just got off a 10-hour shift and I'm starving",
        "feelings",
        all(mentions("shift", "hungry", "starving", "eat", "food", "rest"), avoids("about Wes")),
      ),
      say("What can I cook in 15 minutes with eggs and rice?", "recipe", mentions("egg", "rice")),
      regenerate(mentions("egg", "rice")),
      say("If 2 bao cost $7, what do 6 cost?", "word problem", all(number(21), mentions("$"))),
      say("split $54 between 3 friends", "word problem", all(number(18), mentions("each", "per"))),
      say("I'm thinking about starting a food truck. Good idea?", "opinion", mentions("food truck", "truck")),
      regenerate(mentions("food truck", "truck")),
      say(
        "my landlord says I can't cook with the window closed",
        "small talk",
        mentions("landlord", "window", "cook"),
      ),
      say("What's 18% of $45?", "word problem", all(number(8.1), mentions("$"))),
      say("Tell me a joke about noodles", "joke", mentions("noodle", "ramen", "pasta")),
      say("lol", "rude or one word", keepsGoing()),
      say("I burned the garlic again", "small talk", mentions("garlic", "burn")),
      say(
        "thanks for the help",
        "small talk",
        mentions("welcome", "anytime", "glad", "pleasure", "of course", "no problem"),
      ),
      say("gotta go, bye", "greeting", saysGoodbye()),
    ],
  },
];
