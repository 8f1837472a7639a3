// Blind set #6 (1 of 3): four role-play scenes with the scenario cards, written without reading the
// engine, its replies or any earlier set, and never tuned on. Each scene names people, places and
// objects early and asks about them later, with questions inside the scene, a sum, a recap and a
// regenerate; a scene turn passes only on a fact the member did not type in that message.
import { joke } from "../checks";
import type { Conversation } from "../types";
import { amount, clockBetween, farewell, recap } from "./blind5-turns";
import { BLIND6, fresh, duration, regenerate, say, scene } from "./blind6-turns";

const moth = scene("compass|key|path|branch|clearing|dark|shadow|flutter|wing|glade");
const knight = scene("sell|deal|bargain|haggle|refuse|insult|mine|never|not for sale|price|hundred");
const bell = scene("rise|rising|lift|surface|haul|heave|budge|sand|octopus|bubble|loose|free");
const velvet = scene("open|lid|latch|clasp|curled|asleep|sleep|purr|velvet|inside");

export const heldOutBlind6: Conversation[] = [
  {
    bot: "elara-moonwhisper",
    user: "Tamsin",
    title: `the copper compass and the frozen pool ${BLIND6}`,
    turns: [
      say(
        "hi. um. where am i? my phone has no signal",
        "greeting",
        fresh("Silverwood|wood|grove|glade|pool|realm|elven|Elara"),
      ),
      say(
        "ok this is wild. i'm Tamsin btw. i found this on the path *holds up a cracked copper compass*",
        "role-play",
        scene("compass|copper|needle|north|spin|point|enchant|spell|rune|glow"),
      ),
      say(
        "the needle keeps pointing at that frozen pool over there. why?",
        "role-play",
        scene(
          "because|hidden|buried|lies|sleeps|calls|drawn|waiting|spirit|reflect|under the ice|beneath the ice|below the",
        ),
      ),
      say(
        "*kneels and wipes the frost off the ice* there's something under it. a little silver key??",
        "role-play",
        scene("compass|pool|lock|door|open|unlock|cold|melt|crack|chest"),
      ),
      say("can you melt the ice? pls", "role-play", scene("warm|water|spell|flame|thaw|key|pool|crack|heat")),
      regenerate(scene("warm|water|spell|flame|thaw|key|pool|crack|heat")),
      say(
        "a moth made of light just landed on my sleeve. what is it",
        "role-play",
        scene("lantern|wing|guide|spirit|messenger|key|compass|omen|dust"),
      ),
      say("i'll call it Pip. Pip the moth. we follow Pip deeper into the woods", "role-play", moth),
      say("wait what's the name of the moth again", "memory", fresh("Pip")),
      say(
        "pip stops at a stone door with 3 keyholes. we only have one key. riddle time?",
        "role-play",
        scene("compass|lock|moth|other two|remaining|missing|carv|rune|inscri|glow"),
      ),
      say(
        "what do we know so far? i'm getting confused",
        "recap",
        recap(["compass"], ["pool", "ice"], ["key"], ["Pip", "moth"], ["door"]),
      ),
      say("if each keyhole needs 2 turns and we've done 1, how many turns left?", "word problem", amount(5)),
      say(
        "honestly this is kind of scary. my heart is going so fast",
        "feelings",
        fresh("breath|breathe|safe|calm|steady|afraid|fear|brave|courage|scared"),
      ),
      say(
        "thank u elara. what do i owe you for the help?",
        "small talk",
        fresh(
          "nothing|no debt|no payment|gift|free|kindness|promise|favour|favor|story|return|come back|visit|price|pleasure",
        ),
      ),
      say("ok i have to go home now. bye!!", "greeting", farewell()),
    ],
  },
  {
    bot: "ember-the-dragon",
    user: "Bilal",
    title: `the half-song music box and Sir Gideon Puddle ${BLIND6}`,
    turns: [
      say(
        "ember wake up, i know ur faking",
        "role-play",
        scene("asleep|sleep|nap|snor|yawn|dream|disturb|rude|how dare|slumber"),
      ),
      say(
        "*puts a small dented music box on the gold pile* found it at the market for 3 silver coins",
        "role-play",
        scene("tune|song|melody|wind|crank|plays|trinket|cheap|bargain|junk|treasure"),
      ),
      say(
        "it plays a song but only half of it. can dragons fix stuff?",
        "role-play",
        scene("claw|talon|gear|spring|repair|tinker|mend|music box|box|cog"),
      ),
      say(
        "*a knight clanks in* uh ember theres a guy in armor here. he says his name is sir Gideon Puddle",
        "role-play",
        scene("roar|flame|fire|burn|helmet|sword|tin|begone|coward|squire|music box|song|tune|melody"),
      ),
      say("he doesnt want to fight. he wants to buy the music box for 40 gold", "role-play", knight),
      regenerate(knight),
      say("what was the knight's name again? sir something", "memory", fresh("Gideon|Puddle")),
      say("if gideon pays 40 gold a day for a week, how much is that", "word problem", amount(280)),
      say("and added to ur 12,500 coins?", "word problem", amount(12780)),
      say(
        "*the music box suddenly plays the whole song*",
        "role-play",
        scene("Gideon|Puddle|knight|tune|melody|dance|tear|remember|memor|mother|hum"),
      ),
      say(
        "why do u look sad all of a sudden",
        "feelings",
        fresh("remind|memor|long ago|centur|years|song|tune|melody|dust|allerg|not sad|nonsense"),
      ),
      say(
        "so what happened today, recap pls, i wanna write it in my diary",
        "recap",
        recap(["music box", "box"], ["Gideon", "Puddle", "knight"], ["whole song", "song", "tune", "melody"]),
      ),
      say(
        "tell me a joke about knights",
        "joke",
        joke("knight", "armor", "armour", "lance", "sword", "Gideon", "squire"),
      ),
      say(
        "ok im gonna let gideon take the box home for a day. is that a good idea?",
        "opinion",
        fresh(
          "trust|return|lend|loan|borrow|steal|thie|careful|promise|never|i think it's|bad idea|risky|wise|go for it",
        ),
      ),
      say("bye grumpy. see u thursday", "greeting", farewell()),
    ],
  },
  {
    bot: "rio-vance",
    user: "Nkechi",
    title: `the Salt Queen's bell off the reef ${BLIND6}`,
    turns: [
      say(
        "rio we're on the boat, the Marigold. the wreck is 30 metres down. ready?",
        "role-play",
        scene("dive|tank|mask|fins|wetsuit|rope|anchor|below|water|sea|ocean|reef"),
      ),
      say(
        "my cousin Lupe is staying on deck with the radio",
        "role-play",
        scene("Marigold|boat|signal|call|wave|tug|rope|check in|wreck|dive"),
      ),
      say(
        "*jumps in* ok we're going down. what do you see?",
        "role-play",
        scene("wreck|hull|fish|coral|reef|murk|ship|mast|deck|bell|sand|bubble|seaweed"),
      ),
      say(
        "theres a bronze bell stuck in the sand. is that the Salt Queen's bell??",
        "role-play",
        scene("ship|wreck|engrav|letters|crown|ring|toll|maybe|could be|coral|barnacle|shell"),
      ),
      say(
        "an octopus is sitting on the bell lol. how do we move it without hurting it",
        "role-play",
        scene("tentacle|arm|gentle|gently|slow|careful|wait|food|crab|shell|tickle|coax|ink"),
      ),
      say(
        "how much air do we have? my gauge says 120 bar and we use about 8 bar a minute",
        "word problem",
        amount(15, 0, "min(?:ute)?s?"),
      ),
      say("and if we keep 50 bar for going back up?", "word problem", amount(8.75, 0.09, "min(?:ute)?s?")),
      say("who's on the radio up top again?", "memory", fresh("Lupe")),
      say("*ties the rope to the bell and tugs twice* lupe pull!!", "role-play", bell),
      regenerate(bell),
      say(
        "we're back on the boat. what do we know so far? recap pls",
        "recap",
        recap(["wreck", "sand"], ["octopus"], ["rope", "Lupe", "pull", "haul", "surface"]),
      ),
      say("the bell says 1784 on it. how old is it if it's 2026 now?", "word problem", amount(242)),
      say("split the 9,000 dollar reward three ways w lupe, how much each", "word problem", amount(3000)),
      say(
        "that was amazing. scariest part for u?",
        "opinion",
        fresh("octopus|air|gauge|bar|dark|wreck|tank|shark|deep|bell|rope"),
      ),
      say("gotta dry off. later rio!", "greeting", farewell()),
    ],
  },
  {
    bot: "felix-wren",
    user: "Ravi",
    title: `Mochi the cat in the violin case ${BLIND6}`,
    turns: [
      say(
        "evening. um my cat got out of her basket?? she's grey, called Mochi",
        "role-play",
        scene("search|find|corridor|seat|bunk|luggage|worry|cabin|whisker"),
      ),
      say(
        "*checks under the bunk* not here. where do cats usually hide on trains",
        "role-play",
        scene("luggage|rack|heater|radiator|kitchen|galley|boiler|box|bag|vent|Mochi"),
      ),
      say(
        "ok we go to the luggage car",
        "role-play",
        scene("Mochi|grey|trunk|suitcase|crate|basket|meow|whisker|tail|paw|shadow|lamp|lantern"),
      ),
      say(
        "theres an old lady with a violin case here. she says her name is Mrs Albescu",
        "role-play",
        scene("Mochi|cat|music|bow|strings|ask|seen|grey|basket"),
      ),
      say("mrs albescu says she saw a grey tail go into the violin case!", "role-play", velvet),
      regenerate(velvet),
      say("found her!! what was the violin lady's name again? want to thank her", "memory", fresh("Albescu")),
      say(
        "we're 90 minutes late because of the snow. if we were due at 6:40, when do we arrive now?",
        "word problem",
        clockBetween(490, 490),
      ),
      say(
        "and how long is the whole trip if we left at 19:30 yesterday?",
        "word problem",
        duration(760, 760),
      ),
      say(
        "mochi is crying, i think she's hungry. what can i give her from the dining car?",
        "advice",
        fresh(
          "chicken|plain fish|white fish|cooked fish|some fish|bit of fish|tuna|salmon|sardine|water|plain|egg|ham|turkey",
        ),
      ),
      say(
        "where are we stopping in the morning and what should i see there",
        "small talk",
        fresh(
          "market|bridge|museum|bakery|cathedral|square|lake|castle|garden|church|gallery|café|cafe|river|lighthouse",
        ),
      ),
      say(
        "what's happened so far tonight? for my diary",
        "recap",
        recap(["Mochi", "cat", "basket"], ["luggage"], ["Albescu", "violin"]),
      ),
      say(
        "is it ok to let her walk around the cabin at night?",
        "opinion",
        fresh("Mochi|cat|close|shut|basket|lock|window|corridor|latch"),
      ),
      say(
        "thank you felix you were so patient",
        "small talk",
        fresh("pleasure|glad|anytime|honour|honor|happy to|no trouble|of course"),
      ),
      say("goodnight. wake me before the stop pls", "greeting", farewell()),
    ],
  },
];
