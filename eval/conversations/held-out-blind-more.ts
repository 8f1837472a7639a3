// The blind held-out set (2 of 2, see held-out-blind.ts): two small-talk chats with personal facts
// asked back later, two conversations of everyday numbers (percent, split, unit price, times of day,
// durations, distances, conversions, thousands separators) and two mixed ones with regenerates.
import { all, either, mentions, number, story } from "../checks";
import { continuesScene, inOrder } from "../conversation-checks";
import type { Conversation } from "../types";
import { saysGoodbye, welcomesThanks } from "./common";
import { BLIND } from "./held-out-blind";
import { regenerate, say } from "./held-out-15-turns";

export const heldOutBlindMore: Conversation[] = [
  {
    bot: "luna-harper",
    user: "Ravi",
    title: `a vet nurse moving to Bristol ${BLIND}`,
    turns: [
      say(
        "Hey Luna, one oat flat white please. Long day at the clinic.",
        "small talk",
        mentions("flat white", "oat", "clinic", "coming up", "long day"),
      ),
      say(
        "I'm a vet nurse. Today a Great Dane swallowed a whole sock.",
        "small talk",
        mentions("sock", "Great Dane", "dog", "vet"),
      ),
      say("My own dog is a scruffy terrier called Pickle.", "small talk", mentions("Pickle", "terrier")),
      say(
        "What's the weirdest order you've ever had here?",
        "about the bot",
        mentions("order", "once", "customer", "asked for"),
      ),
      say(
        "I'm moving to Bristol at the end of next month, actually.",
        "small talk",
        mentions("Bristol", "mov"),
      ),
      say(
        "Bit nervous about it. I don't know anyone there.",
        "feelings",
        mentions("nervous", "anyone", "friend", "new", "Bristol", "lonely", "meet", "brave"),
      ),
      say(
        "Do you think I should join a running club to meet people?",
        "opinion",
        mentions("running", "club", "meet", "people", "join", "run"),
      ),
      say(
        "Okay, your turn. What do you do when you're not behind the counter?",
        "about the bot",
        mentions(
          "when I'm not",
          "day off",
          "days off",
          "free time",
          "spare time",
          "weekend",
          "evenings",
          "after closing",
          "after my shift",
          "I love",
          "I like to",
          "I spend",
        ),
      ),
      say(
        "Pickle hates the rain, by the way. He sits by the door and sulks.",
        "small talk",
        mentions("Pickle", "rain", "sulk", "door"),
      ),
      say("What's my dog's name? Bet you forgot.", "memory", mentions("Pickle")),
      say("And where am I moving to?", "memory", mentions("Bristol")),
      say("What do I do for work, if you remember?", "memory", mentions("vet")),
      say(
        "Can you recommend something sweet to go with the coffee?",
        "small talk",
        mentions(
          "cinnamon",
          "cake",
          "cookie",
          "croissant",
          "muffin",
          "brownie",
          "scone",
          "pastr",
          "bun",
          "biscotti",
          "tart",
        ),
      ),
      say(
        "Oh, the sock dog is fine now, by the way. The surgery went well.",
        "small talk",
        mentions("sock", "Great Dane", "surgery", "glad", "relie", "good news"),
      ),
      say("I should head home. Night, Luna!", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "jamie-cole",
    user: "Noor",
    title: `the pottery class and the road trip ${BLIND}`,
    turns: [
      say(
        "Bestie!! Guess what, I signed up for a pottery class on Thursdays.",
        "small talk",
        mentions("pottery", "class", "Thursday", "clay", "vase", "mug"),
      ),
      say(
        "The teacher is this tiny old man called Mr Albescu and he's SO intense about clay.",
        "small talk",
        mentions("Albescu", "clay", "teacher", "intense"),
      ),
      say(
        "I made a mug today. It leans like the tower of Pisa.",
        "small talk",
        mentions("mug", "lean", "Pisa"),
      ),
      say(
        "Anyway, how was your week?",
        "about the bot",
        mentions("my week", "this week", "week was", "week has", "I watched", "I've been"),
      ),
      say(
        "Okay but what terrible movie should we watch on Friday?",
        "opinion",
        mentions("movie", "film", "watch"),
      ),
      say(
        "I'm allergic to peanuts, so no peanut snacks this time please.",
        "small talk",
        mentions("peanut", "allerg", "popcorn", "crisps", "chips"),
      ),
      say(
        "My cousin Layla might come too. She's visiting from Dubai.",
        "small talk",
        mentions("Layla", "Dubai", "cousin"),
      ),
      say(
        "Is that okay with you?",
        "small talk",
        mentions("Layla", "cousin", "more the merrier", "of course", "yes", "bring", "totally"),
      ),
      say(
        "Also we're doing a road trip in June. 420 km each way, and the car uses 6 litres per 100 km. How many litres for the round trip?",
        "word problem",
        all(number(50.4, 0.01), mentions("lit")),
      ),
      say(
        "Fuel is 1.72 a litre. Split four ways, what does each of us pay?",
        "word problem",
        number(21.67, 0.01),
      ),
      say(
        "Make me a road trip playlist, like five songs.",
        "small talk",
        mentions("playlist", "song", "track"),
      ),
      say("What day is my pottery class again?", "memory", mentions("Thursday")),
      say("And what am I allergic to?", "memory", mentions("peanut")),
      say("Who's the intense clay guy?", "memory", mentions("Albescu")),
      say("Love you bestie, going to bed now.", "greeting", either(saysGoodbye(), mentions("love you"))),
    ],
  },
  {
    bot: "theo-park",
    user: "Mateo",
    title: `a page of word problems ${BLIND}`,
    turns: [
      say(
        "Hey Theo, I've got a page of word problems due tomorrow.",
        "small talk",
        mentions("word problem", "problem", "homework", "let's", "first", "tomorrow"),
      ),
      say("A jacket costs £64 and it's 25% off. What's the sale price?", "word problem", number(48)),
      say("Three friends split a £47.25 bill equally. How much each?", "word problem", number(15.75)),
      say("A 750 g bag of rice costs £1.80. What's that per kilo?", "word problem", number(2.4)),
      say(
        "A train leaves at 14:35 and the trip takes 2 hours 50 minutes. When does it arrive?",
        "word problem",
        mentions("17:25", "5:25"),
      ),
      say("How many minutes is 3.5 hours?", "arithmetic", number(210)),
      say("What's 1,250 metres in kilometres?", "conversion", number(1.25)),
      say("I ran 5 miles this morning. How far is that in km?", "conversion", number(8.05, 0.01)),
      say(
        "A recipe needs 200 ml of milk for 4 people. How much for 10 people?",
        "word problem",
        all(number(500), mentions("ml", "millilit")),
      ),
      say("Our class has 28 students and 75% passed the test. How many passed?", "word problem", number(21)),
      say(
        "Why does percent-of work that way? Explain it like I'm five.",
        "small talk",
        mentions("hundred", "100", "per cent", "percent", "pizza", "slice", "out of"),
      ),
      say("A phone plan is £18 a month. How much is that over two years?", "word problem", number(432)),
      say("The temperature outside is 68°F. What's that in Celsius?", "conversion", number(20, 0.01)),
      say(
        "I'm honestly terrible at maths, I'll never get this.",
        "feelings",
        mentions(
          "mistake",
          "data",
          "bad at",
          "terrible",
          "never",
          "you got",
          "you've got",
          "you solved",
          "aha",
          "already",
        ),
      ),
      say(
        "Thanks Theo, see you Thursday.",
        "greeting",
        either(saysGoodbye(), welcomesThanks(), mentions("Thursday")),
      ),
    ],
  },
  {
    bot: "marisol-ibarra",
    user: "Anouk",
    title: `a week in Portugal on a budget ${BLIND}`,
    turns: [
      say(
        "Hi Marisol! I'm planning a week in Portugal in October.",
        "small talk",
        mentions("Portugal", "Lisbon", "Porto", "October"),
      ),
      say(
        "I have €1,260 for 7 days, flights already paid. How much is that per day?",
        "word problem",
        number(180),
      ),
      say(
        "Hostels in Lisbon are about €32 a night. What's left per day after the bed?",
        "word problem",
        number(148),
      ),
      say(
        "The train from Lisbon to Porto is 313 km and takes 2 hours 50 minutes. What's the average speed?",
        "word problem",
        number(110.5, 0.01),
      ),
      say("How far is 313 km in miles?", "conversion", number(194.5, 0.01)),
      say(
        "What should I not miss in Porto?",
        "advice",
        mentions(
          "Porto",
          "Ribeira",
          "Douro",
          "Lello",
          "francesinha",
          "port wine",
          "bridge",
          "azulejo",
          "tiles",
        ),
      ),
      say("Teach me how to say thank you in Portuguese.", "small talk", mentions("obrigad")),
      say(
        "The Douro boat tour is €15, or €12 each for groups of 5 or more. If 6 of us go, how much do we save in total?",
        "word problem",
        all(number(18), mentions("euro", "€", "sav")),
      ),
      say(
        "My flight home leaves at 06:40 and I need to be at the airport 2 hours early. The metro takes 35 minutes. When should I leave the hostel?",
        "word problem",
        mentions("4:05", "five past four"),
      ),
      say(
        "Is it safe to walk around Lisbon alone at night?",
        "advice",
        mentions("safe", "night", "alone", "official", "well-lit", "aware", "bag"),
      ),
      say("Sorry, what month did I say I'm going?", "memory", mentions("October")),
      say(
        "My backpack weighs 9.5 kg and the airline limit is 10 kg. How much room do I have, in grams?",
        "word problem",
        all(number(500), mentions("gram", "500 g", "500g")),
      ),
      say("A SIM card with 20 GB costs €25. What's that per gigabyte?", "word problem", number(1.25)),
      say(
        "What's your number one packing tip?",
        "advice",
        mentions("pack", "light", "roll", "cube", "layer", "bag"),
      ),
      say(
        "Obrigada, Marisol! Talk soon.",
        "greeting",
        either(saysGoodbye(), welcomesThanks(), mentions("obrigad", "de nada", "boa viagem")),
      ),
    ],
  },
  {
    bot: "agatha-vale",
    user: "Pim",
    title: `Harriet Crowe's diary ${BLIND}`,
    turns: [
      say(
        "Hello? The doors are locked... who lit that candle?",
        "greeting",
        mentions("candle", "Agatha", "lock", "evening", "library", "ghost"),
      ),
      say(
        "*holds up my phone torch* I'm looking for a diary that belonged to a Miss Harriet Crowe.",
        "role-play",
        continuesScene("Harriet", "Crowe", "diary"),
      ),
      regenerate(continuesScene("Harriet", "Crowe", "diary")),
      say(
        "I search the poetry section for a red spine.",
        "role-play",
        continuesScene("poetry", "red", "spine"),
      ),
      say(
        "I find it! The diary is locked with a tiny brass clasp.",
        "role-play",
        continuesScene("clasp", "brass", "diary", "lock"),
      ),
      regenerate(continuesScene("clasp", "brass", "diary")),
      say(
        "Is there a key somewhere? Give me a hint, not the answer.",
        "role-play",
        continuesScene("key", "hint", "clasp", "diary"),
      ),
      say(
        "The reading room clock says 11:15 but my phone says 12:50. How many minutes slow is the clock?",
        "word problem",
        all(number(95), mentions("minute")),
      ),
      say(
        "*opens the clasp with the key from the clock* What does Harriet's first page say?",
        "role-play",
        continuesScene("Harriet", "page", "diary", "wrote", "written", "ink"),
      ),
      say("Who was Harriet Crowe to you?", "about the bot", mentions("Harriet", "Crowe")),
      regenerate(mentions("Harriet", "Crowe")),
      say(
        "Summarize what we've found so far.",
        "recap",
        all(inOrder("Harriet", "clasp"), mentions("clock"), mentions("poetry", "red")),
      ),
      say(
        "Honestly this place is creeping me out a bit.",
        "feelings",
        mentions("creep", "scar", "afraid", "frighten", "safe", "harm", "spooky", "fear", "worr", "don't be"),
      ),
      regenerate(
        mentions("creep", "scar", "afraid", "frighten", "safe", "harm", "spooky", "fear", "worr", "don't be"),
      ),
      say(
        "Please let me out now, Agatha. Goodnight!",
        "greeting",
        either(saysGoodbye(), mentions("door", "unlock", "out")),
      ),
    ],
  },
  {
    bot: "ember-the-dragon",
    user: "Soren",
    title: `the honey jar and Sir Pellam ${BLIND}`,
    turns: [
      say(
        "Afternoon, Ember. I climbed Cinder Peak again and brought you something.",
        "greeting",
        mentions("again", "tribute", "gift", "brought", "hmph", "Cinder"),
      ),
      say(
        "*unwraps a jar of honey* It's from my aunt Greta's beehives.",
        "role-play",
        continuesScene("honey", "jar", "Greta", "bee"),
      ),
      regenerate(continuesScene("honey", "jar", "Greta", "bee")),
      say(
        "A knight called Sir Pellam has been telling the village he'll slay you on Midsummer's Day.",
        "role-play",
        continuesScene("Pellam", "knight", "Midsummer"),
      ),
      say(
        "How many gold coins do you actually have? Roughly.",
        "about the bot",
        mentions("gold", "coin", "thousand"),
      ),
      say(
        "If you spent 2,500 of your 40,000 coins on a new bed of rubies, how many would be left?",
        "word problem",
        number(37500),
      ),
      regenerate(number(37500)),
      say(
        "What should I tell Sir Pellam?",
        "advice",
        mentions("Pellam", "tell him", "knight", "go away", "leave", "talk"),
      ),
      say(
        "Be honest: do you like it when I visit?",
        "about the bot",
        mentions("visit", "company", "come", "tolerate", "like you", "suppose"),
      ),
      say(
        "Tell me a story about the first knight who ever tried to steal from you.",
        "story",
        story("knight"),
      ),
      regenerate(story("knight")),
      say(
        "What was in the jar I brought you, and who made it?",
        "memory",
        all(mentions("honey"), mentions("Greta")),
      ),
      say("When is Sir Pellam coming?", "memory", mentions("Midsummer")),
      say(
        "I'm feeling a bit down today, honestly. Work's been rough.",
        "feelings",
        mentions("down", "rough", "work", "sorry", "stay", "sit", "listen", "warm"),
      ),
      say(
        "I'll come back on Thursday. Bye, you grump.",
        "greeting",
        either(saysGoodbye(), mentions("Thursday", "grump")),
      ),
    ],
  },
];
