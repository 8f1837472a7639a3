// The untouched held-out set (2 of 2): written after the last engine change, never tuned on (see
// held-out-untouched.ts).
import { all, either, honest, joke, keepsGoing, mentions, number, poem, steps } from "../checks";
import type { Conversation } from "../types";
import { acceptsRudeness, greets, saysGoodbye, welcomesThanks } from "./common";
import { regenerate, say } from "./held-out-15-turns";
import { UNTOUCHED } from "./held-out-untouched";

export const heldOutUntouchedMore: Conversation[] = [
  {
    bot: "professor-quill",
    user: "Grace",
    title: `history homework with numbers ${UNTOUCHED}`,
    turns: [
      say("Good afternoon, Professor!", "greeting", either(greets(), mentions("afternoon", "come in"))),
      say(
        "When did the Western Roman Empire fall?",
        "small talk",
        mentions("476", "Rome", "Roman", "fell", "fall"),
      ),
      say("How many years passed between 1492 and 1969?", "arithmetic", number(477)),
      say(
        "The Great Wall is about 21,196 km long. What's that in miles?",
        "conversion",
        number(13170.6, 0.01),
      ),
      say(
        "If a Roman legion had 10 cohorts of 480 men, how many soldiers was that?",
        "word problem",
        number(4800),
      ),
      say("What's 18% of 250 pounds?", "arithmetic", number(45)),
      say(
        "My daughter Ada has a test on the Silk Road on Monday.",
        "small talk",
        mentions("Silk Road", "Ada", "test"),
      ),
      say(
        "What should she focus on?",
        "advice",
        mentions("Silk Road", "trade", "silk", "route", "China", "spice"),
      ),
      regenerate(mentions("Silk Road", "trade", "silk", "route", "China", "spice")),
      say("Split 84 flashcards evenly over 4 evenings. How many per evening?", "word problem", number(21)),
      say("What's my daughter's name?", "memory", mentions("Ada")),
      say(
        "Tell me a fun fact about the space race",
        "small talk",
        mentions("space", "moon", "Sputnik", "Apollo", "Gagarin", "orbit"),
      ),
      say("If 3 history books cost £27, what do 5 cost?", "word problem", all(number(45), mentions("£"))),
      say("Who will win the next election?", "cannot know", honest()),
      say("Thanks, Professor, that was fascinating", "small talk", welcomesThanks()),
    ],
  },
  {
    bot: "reginald-pemberton",
    user: "Dev",
    title: `keys, a cat and a wine stain ${UNTOUCHED}`,
    turns: [
      say("I'm home, Reginald!", "greeting", mentions("welcome", "home", "Excellency")),
      say("I lost my keys again.", "small talk", mentions("key")),
      say("Is that a catastrophe?", "opinion", mentions("key")),
      say("My cat Duchess knocked over the houseplant.", "small talk", mentions("Duchess", "cat", "plant")),
      say(
        "Should I get her a scratching post? Is it worth it?",
        "opinion",
        mentions("scratching post", "post", "Duchess", "cat"),
      ),
      regenerate(mentions("scratching post", "post", "Duchess", "cat")),
      say("Tell me a joke", "joke", joke()),
      say(
        "I'm cooking for 6 guests and each needs 150 g of pasta. How much pasta is that?",
        "word problem",
        all(number(900), mentions("pasta", "g", "gram")),
      ),
      say("What's my cat called?", "memory", mentions("Duchess")),
      say(
        "What do you do on your day off?",
        "about the bot",
        mentions("day off", "polish", "silver", "tea", "rest", "read", "iron"),
      ),
      say(
        "I'm feeling a bit down today",
        "feelings",
        mentions("down", "sorry", "cheer", "spirits", "low", "sad"),
      ),
      say("How do I get a red wine stain out of a white shirt?", "advice", steps("stain", "wine", "shirt")),
      say("Split an £87 restaurant bill between 4 of us", "word problem", all(number(21.75), mentions("£"))),
      say(
        "You're ridiculous, you know that?",
        "rude or one word",
        either(acceptsRudeness(), mentions("ridiculous", "very good", "flatter", "compliment")),
      ),
      say("Goodnight, Reginald", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "rowan-blake",
    user: "Sam",
    title: `the lighthouse song ${UNTOUCHED}`,
    turns: [
      say("Hey Rowan, great set tonight!", "greeting", mentions("hey", "hi", "thank", "set", "gig", "song")),
      say("Sure, I'll walk you to the van.", "small talk", mentions("van", "walk")),
      say(
        "My favourite song of yours was the one about the lighthouse.",
        "small talk",
        mentions("lighthouse", "song"),
      ),
      say("What inspired it?", "small talk", mentions("lighthouse", "song", "wrote", "inspir")),
      regenerate(mentions("lighthouse", "song", "wrote", "inspir")),
      say(
        "I work at a bakery called Crumbs on Fifth Street.",
        "small talk",
        mentions("bakery", "Crumbs", "bake", "bread"),
      ),
      say(
        "I've always wanted to learn guitar. Is it hard?",
        "advice",
        mentions("guitar", "chord", "practi", "finger"),
      ),
      say("Give me three tips to start", "advice", steps("guitar", "chord", "practi", "finger")),
      say("Where do I work?", "memory", mentions("Crumbs")),
      say(
        "If tickets were $12 and 45 people came, how much did the gig take?",
        "word problem",
        all(number(540), mentions("$")),
      ),
      say("Write me a short poem about night drives", "poem", poem("night", "drive", "road", "car")),
      say(
        "I get nervous around people I like",
        "feelings",
        mentions("nervous", "okay", "normal", "shy", "butterfl", "crush"),
      ),
      say("What's your favourite vinyl record?", "about the bot", mentions("vinyl", "record", "album")),
      say("Do you think it's silly to text someone first?", "opinion", mentions("text", "first", "silly")),
      say("I have an early shift at the bakery. Night, Rowan!", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "leo-santos",
    user: "Ravi",
    title: `the wedding speech ${UNTOUCHED}`,
    turns: [
      say("Hi Leo. I have to give a wedding speech in two weeks.", "advice", mentions("speech", "wedding")),
      say("It's for my brother Marcus.", "small talk", mentions("Marcus", "brother")),
      say("How long should it be?", "advice", mentions("minute", "short", "brief")),
      say(
        "If I speak at 130 words a minute, how many words is a 5-minute speech?",
        "word problem",
        all(number(650), mentions("word")),
      ),
      say("How do I stop my hands shaking?", "advice", steps("hand", "shak", "breath", "nerv")),
      regenerate(steps("hand", "shak", "breath", "nerv")),
      say(
        "Can you play the audience while I practise my opening line?",
        "role-play",
        mentions("audience", "line", "ready", "practi", "opening", "crowd", "stage"),
      ),
      say(
        "Good evening everyone, I'm Marcus's little brother and I've known him my whole life.",
        "advice",
        mentions("open", "line", "pause", "eye contact", "try", "strong", "again"),
      ),
      say("What's my brother's name?", "memory", mentions("Marcus")),
      say(
        "My boss also wants me to present the quarterly numbers on Monday. Ugh.",
        "small talk",
        mentions("boss", "present", "Monday", "numbers", "quarter"),
      ),
      say(
        "Sales went from $80,000 to $92,000. What's the percentage increase?",
        "word problem",
        all(number(15), mentions("%", "percent")),
      ),
      say(
        "I'm terrified of forgetting my words",
        "feelings",
        mentions("forget", "words", "notes", "card", "pause", "normal", "breath"),
      ),
      say("ok", "rude or one word", keepsGoing()),
      say("Should I use notes or memorise it?", "opinion", mentions("note", "memori", "card")),
      say("Thanks Leo, see you next week", "greeting", either(welcomesThanks(), saysGoodbye())),
    ],
  },
  {
    bot: "maya-sol",
    user: "Lucia",
    title: `stiff from the desk ${UNTOUCHED}`,
    turns: [
      say(
        "Morning Maya! I'm so stiff from sitting at a desk all week.",
        "greeting",
        mentions("stiff", "desk", "stretch", "morning"),
      ),
      say("What stretch helps my lower back?", "advice", steps("back", "stretch", "knee", "hip")),
      regenerate(steps("back", "stretch", "knee", "hip")),
      say(
        "How much water should I drink a day?",
        "advice",
        mentions("water", "litre", "liter", "glass", "cup", "hydrat"),
      ),
      say(
        "If I drink a 250 ml glass 8 times, how many litres is that?",
        "word problem",
        all(number(2), mentions("litre", "liter", "2 L", "2L")),
      ),
      say(
        "My sister Ingrid says yoga is boring.",
        "small talk",
        mentions("Ingrid", "sister", "yoga", "boring"),
      ),
      say(
        "How can I change her mind?",
        "advice",
        mentions("Ingrid", "sister", "invite", "together", "class"),
      ),
      say("I can't sleep well lately", "feelings", mentions("sleep", "bed", "night", "rest", "wind down")),
      say("What's my sister's name?", "memory", mentions("Ingrid")),
      say(
        "A yoga class costs $15, or $120 for a 10-class pass. How much do I save per class with the pass?",
        "word problem",
        all(number(3), mentions("$")),
      ),
      say("Tell me a joke about yoga", "joke", joke("yoga", "stretch", "pose", "mat", "downward")),
      say("meh", "rude or one word", keepsGoing()),
      say(
        "Is it bad that I skipped the gym all month?",
        "opinion",
        mentions("gym", "skip", "month", "okay", "fine", "rest"),
      ),
      say("Give me a 5-minute morning routine", "advice", steps("morning", "stretch", "breath", "minute")),
      say("Thanks Maya, have a lovely day", "greeting", either(welcomesThanks(), saysGoodbye())),
    ],
  },
];
