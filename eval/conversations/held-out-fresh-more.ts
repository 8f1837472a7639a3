// The fresh held-out set (2 of 2): written before reading the engine, never tuned on (see
// held-out-fresh.ts).
import { all, either, honest, joke, mentions, number, steps, story } from "../checks";
import { avoids, continuesScene, inOrder } from "../conversation-checks";
import type { Conversation } from "../types";
import { greets, saysGoodbye, unknowable, welcomesThanks } from "./common";
import { FRESH } from "./held-out-fresh";
import { regenerate, say } from "./held-out-15-turns";

export const heldOutFreshMore: Conversation[] = [
  {
    bot: "theo-park",
    user: "Kofi",
    title: `maths homework ${FRESH}`,
    turns: [
      say(
        "Hi Theo, can you help with my homework?",
        "greeting",
        mentions("hi", "hello", "homework", "help", "sure"),
      ),
      say("What's 35% of 80?", "arithmetic", number(28)),
      say(
        "A shirt costs $40 and is 25% off. What's the sale price?",
        "word problem",
        all(number(30), mentions("$")),
      ),
      say("If 5 notebooks cost $7.50, how much is one?", "word problem", all(number(1.5), mentions("$"))),
      say(
        "A train travels 180 km in 2 hours. What is its speed?",
        "word problem",
        all(number(90), mentions("km")),
      ),
      say("Convert 100 fahrenheit to celsius", "conversion", number(37.78, 0.01)),
      say(
        "Share 60 sweets between Ana and Ben in the ratio 2:1",
        "word problem",
        all(number(40), number(20)),
      ),
      say("What is 3/4 of 64?", "arithmetic", number(48)),
      say("Why can't you divide by zero?", "small talk", mentions("zero", "divid", "undefined", "0")),
      regenerate(mentions("zero", "divid", "undefined", "0")),
      say("I'm just bad at maths", "feelings", mentions("math", "bad", "practi", "learn", "explanation")),
      say("What's 12 squared?", "arithmetic", number(144)),
      say(
        "I had 30 dollars and spent 12.50 on lunch. How much do I have left?",
        "word problem",
        number(17.5),
      ),
      say("thanks Theo!", "small talk", welcomesThanks()),
      say("bye", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "ines-duarte",
    user: "Pat",
    title: `dinner from the fridge ${FRESH}`,
    turns: [
      say("Hi Ines!", "greeting", greets()),
      say(
        "I have chicken, lemons and potatoes. What can I make?",
        "recipe",
        all(mentions("chicken"), mentions("lemon", "potato")),
      ),
      regenerate(all(mentions("chicken"), mentions("lemon", "potato"))),
      say("How long should I roast the potatoes?", "advice", mentions("minute", "min", "hour")),
      say(
        "I'm vegetarian actually. What about a pasta dish?",
        "recipe",
        all(mentions("pasta", "spaghetti", "penne"), avoids("chicken")),
      ),
      regenerate(all(mentions("pasta", "spaghetti", "penne"), avoids("chicken"))),
      say(
        "The recipe serves 4 but I need it for 6. It says 400g of pasta, how much do I need?",
        "word problem",
        all(number(600), mentions("g", "gram")),
      ),
      say("Convert 350 fahrenheit to celsius", "conversion", number(176.67, 0.01)),
      say("What's your family's restaurant called?", "about the bot", mentions("Casa Duarte")),
      say("I burned the onions", "small talk", mentions("onion", "burn")),
      say(
        "Tell me a joke about cheese",
        "joke",
        joke("cheese", "brie", "cheddar", "feta", "gouda", "parmesan"),
      ),
      say(
        "I'm having friends over on Saturday and I'm nervous",
        "feelings",
        mentions("friends", "Saturday", "nervous", "guest", "dinner"),
      ),
      say(
        "What dessert is easy?",
        "recipe",
        mentions("dessert", "cake", "tart", "mousse", "fruit", "cookie", "pudding", "ice cream", "chocolate"),
      ),
      say("thanks so much", "small talk", welcomesThanks()),
      say("Bye Ines, ciao!", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "felix-wren",
    user: "Ada",
    title: `the night train to Lisbon ${FRESH}`,
    turns: [
      say("Good evening, conductor!", "greeting", greets()),
      say(
        "Here's my ticket. I'm going to Lisbon to see my grandmother Rosa.",
        "role-play",
        continuesScene("ticket", "Lisbon", "Rosa"),
      ),
      say("*walks down the corridor to my cabin*", "role-play", continuesScene("corridor", "cabin")),
      say("I sit in the dining car and order tea", "role-play", continuesScene("dining car", "tea")),
      regenerate(continuesScene("dining car", "tea")),
      say(
        "A stranger in a green hat sits across from me.",
        "role-play",
        continuesScene("green hat", "stranger"),
      ),
      say("I ask the stranger where he's going", "role-play", continuesScene("stranger", "green hat", "he")),
      say("Who am I visiting in Lisbon?", "memory", mentions("Rosa")),
      say("If the train goes 120 km an hour for 9 hours, how far is that?", "word problem", number(1080)),
      say("The train stops suddenly in the mountains!", "role-play", continuesScene("mountain", "stop")),
      say("We step out onto the snowy platform", "role-play", continuesScene("platform", "snow")),
      say(
        "Summarize my journey so far",
        "recap",
        inOrder("Lisbon", "cabin", "dining car", "green hat", "platform"),
      ),
      say(
        "I can never sleep on trains",
        "feelings",
        mentions("sleep", "rest", "bunk", "blanket", "rock", "lull", "tea"),
      ),
      say(
        "What's the best thing to see in Lisbon?",
        "small talk",
        either(
          mentions("tram", "Alfama", "Belém", "tiles", "pastel", "castle", "viewpoint", "miradouro"),
          honest(),
        ),
      ),
      say("Goodnight Felix", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "kai-morrow",
    user: "Bea",
    title: `the Eagle Ridge trek ${FRESH}`,
    turns: [
      say("Hey Kai", "greeting", greets()),
      say(
        "We start the hike to Eagle Ridge at sunrise.",
        "role-play",
        continuesScene("Eagle Ridge", "ridge", "sunrise"),
      ),
      say(
        "*tightens my boots and grabs the trekking poles*",
        "role-play",
        continuesScene("boot", "pole", "trail"),
      ),
      say("We reach a river with a broken bridge.", "role-play", continuesScene("river", "bridge")),
      regenerate(continuesScene("river", "bridge")),
      say("I test the rocks to cross the river", "role-play", continuesScene("rock", "river")),
      say("My friend Dev slipped and hurt his ankle!", "role-play", continuesScene("Dev", "ankle")),
      say("What should I do for a sprained ankle?", "advice", steps("ankle", "ice", "elevat")),
      say("We set up camp by the lake", "role-play", continuesScene("camp", "lake")),
      say("How much water do 3 people need for 2 days at 3 liters each per day?", "word problem", number(18)),
      say("Tell me a story about the stars", "story", story("star", "sky", "constellation")),
      say("What's my friend's name?", "memory", mentions("Dev")),
      say("Summarize the trek so far", "recap", inOrder("Eagle Ridge", "river", "Dev", "camp")),
      say(
        "I'm so cold",
        "feelings",
        mentions("cold", "warm", "fire", "layer", "sleeping bag", "tea", "blanket"),
      ),
      say("Night Kai", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "quinn-marlowe",
    user: "Eli",
    title: `the locked study ${FRESH}`,
    turns: [
      say("Hi Quinn, I'm ready for the escape room!", "greeting", greets()),
      say(
        "*looks at the locked door and the clock on the wall*",
        "role-play",
        continuesScene("door", "clock", "lock"),
      ),
      say("I check under the rug", "role-play", continuesScene("rug")),
      say("I found a key with the number 7 on it.", "role-play", continuesScene("key")),
      regenerate(continuesScene("key")),
      say("Give me a hint", "small talk", mentions("hint", "look", "clue", "try", "think")),
      say(
        "The safe needs a 3-digit code. The clue says: the sum of 250 and 175.",
        "word problem",
        number(425),
      ),
      say("I type 425 into the safe", "role-play", continuesScene("safe", "425")),
      say("Inside is a note that says 'Ask the painting'", "role-play", continuesScene("note", "painting")),
      say("I look behind the painting", "role-play", continuesScene("painting", "behind")),
      say("What number was on the key?", "memory", mentions("7", "seven")),
      say("Summarize what we've found so far", "recap", inOrder("key", "safe", "note", "painting")),
      say("This is so fun haha", "small talk", mentions("fun", "glad", "love", "ha", "enjoy")),
      say("I'm stuck. Is it cheating to ask for the answer?", "opinion", mentions("cheat", "hint", "answer")),
      say("Thanks Quinn, that was great. Bye!", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "marisol-ibarra",
    user: "Lu",
    title: `a week in Japan ${FRESH}`,
    turns: [
      say("Hola Marisol!", "greeting", either(greets(), mentions("hola", "buenas", "buenos"))),
      say("I'm planning a week in Japan in April.", "small talk", mentions("Japan", "April")),
      say("What should I pack?", "advice", steps("pack", "layer", "shoe", "jacket", "bag")),
      say(
        "I have a budget of $2,100 for 7 days. How much per day is that?",
        "word problem",
        all(number(300), mentions("$")),
      ),
      say("Is a rail pass worth it?", "opinion", mentions("rail", "pass", "train")),
      regenerate(mentions("rail", "pass", "train")),
      unknowable("What's the exchange rate for yen today?"),
      say("My friend Hana lives in Osaka, I want to visit her.", "small talk", mentions("Hana", "Osaka")),
      say(
        "I'm nervous about not speaking Japanese",
        "feelings",
        mentions("Japanese", "language", "phrase", "nervous", "point", "translat"),
      ),
      say("How do you say thank you in Japanese?", "language", mentions("arigat", "ありがとう")),
      unknowable("What's the weather in Tokyo right now?"),
      say("Who am I visiting in Osaka?", "memory", mentions("Hana")),
      say(
        "If a hostel is 3,500 yen a night, how much for 6 nights?",
        "word problem",
        all(number(21000), mentions("yen")),
      ),
      say("thanks!", "small talk", welcomesThanks()),
      say("gotta go, adiós", "greeting", saysGoodbye()),
    ],
  },
];
