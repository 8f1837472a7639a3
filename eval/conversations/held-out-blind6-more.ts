// Blind set #6 (3 of 3): the companions and the comedy butler. Personal facts told early and asked
// back later in other words, everyday numbers (a sale, a split, a unit price, time zones, a download,
// a bedtime counted back, wine for nine), and regenerates that must be a different reply, still right.
import { all, either } from "../checks";
import { avoids, noFiller } from "../conversation-checks";
import type { Conversation } from "../types";
import { amount, clockBetween, farewell } from "./blind5-turns";
import { BLIND6, duration, fresh, leads, namesAFilm, pounds, regenerate, say } from "./blind6-turns";

const firstPot = fresh("mug|bowl|vase|plate|pinch pot|plant pot|coaster|tile|planter|Pretzel|Layla");
const download = duration(55, 59);
const sleepTips = fresh(
  "screen|phone|dark|cool|shower|chamomile|lavender|body scan|alarm|same time|caffeine",
);
const weekend = all(
  avoids("take a bath", "warm bath", "bubble bath", "hot bath", "long bath"),
  fresh("walk|beach|sea|garden|lavender|sea glass|shore|tea|book|music|nap|sun"),
);
const icebreaker = fresh("Philippa|how did you|story|travel|garden|holiday|tell us|wedding|first");

export const heldOutBlind6More: Conversation[] = [
  {
    bot: "jamie-cole",
    user: "Noor",
    title: `Pretzel the greyhound and Layla's move ${BLIND6}`,
    turns: [
      say(
        "jamieee guess what i adopted a greyhound",
        "small talk",
        fresh("name|puppy|pup|good boy|good girl|zoom|fast|race|walk|couch|cute"),
      ),
      say(
        "her name is Pretzel and she's scared of the fridge lol",
        "small talk",
        fresh("poor|aww|hum|noise|buzz|brave|baby|cute|treat|sweet"),
      ),
      say(
        "also my sister Layla is moving to Lisbon next month. i'm kinda sad",
        "feelings",
        fresh("miss|visit|flight|far|Portugal|pastel|tart|video call|facetime|sorry|hug"),
      ),
      say(
        "ok happier news, i started a pottery class on tuesdays",
        "small talk",
        fresh("clay|wheel|mug|bowl|vase|ghost|glaze|kiln|spin"),
      ),
      say("what should i make first", "advice", firstPot),
      regenerate(firstPot),
      say("how long is a flight to lisbon from london btw", "small talk", duration(120, 200)),
      say(
        "if flights are £89 each way, how much for me to visit her twice this year",
        "word problem",
        amount(356),
      ),
      say(
        "ok pop quiz bestie, what's my dog called and what's she afraid of",
        "memory",
        all(fresh("Pretzel"), fresh("fridge")),
      ),
      say("and where's layla off to?", "memory", fresh("Lisbon|Portugal")),
      say("what day do i do the clay thing", "memory", fresh("Tuesday")),
      say("movie rec for tonight? something terrible pls, u know my taste", "small talk", namesAFilm()),
      say(
        "my birthday is march 14. how many days from today (nov 29)?",
        "word problem",
        either(amount(105, 0, "\\s?days?"), amount(15, 0, "\\s?weeks?")),
      ),
      say(
        "i've got 40 quid for a birthday picnic for 8 people, how much per person",
        "word problem",
        amount(5),
      ),
      say("ok pretzel needs a walk. night jamie!", "greeting", farewell()),
    ],
  },
  {
    bot: "zed-ortega",
    user: "Ilse",
    title: `the raid across time zones and the can prices ${BLIND6}`,
    turns: [
      say("yo zed. the new game is 69.99 but 30% off. price?", "arithmetic", amount(48.99, 0.002)),
      say("me and 3 friends split a 4-pack bundle for 179.96. each?", "word problem", leads(44.99)),
      say(
        "which one's cheaper per can: 12 cans for 15.48 or 4 for 5.60",
        "word problem",
        either(amount(1.29, 0.01), fresh("12-pack|12 pack|twelve|bigger|big pack|larger")),
      ),
      say(
        "raid starts 21:30 my time. i'm in berlin, my friend is in new york. his time?",
        "word problem",
        clockBetween(930, 930),
      ),
      say("the raid takes 2h 45m. when does it end for me", "word problem", clockBetween(15, 15)),
      say("download is 85 GB at 25 MB/s. how long", "word problem", download),
      regenerate(download),
      say(
        "ok small talk. what game do u main rn",
        "about the bot",
        fresh(
          "RPG|indie|roguelike|platformer|shooter|MMO|Elden|Zelda|Hades|Celeste|Minecraft|Stardew|Hollow Knight|Souls",
        ),
      ),
      say(
        "my friend Bram in new york always lags. tips?",
        "advice",
        fresh("wired|ethernet|cable|router|ping|server|wifi|wi-fi|restart|bandwidth|region|latency"),
      ),
      say("what city is bram in again", "memory", fresh("New York|NYC")),
      say(
        "how many hours a week do i game if its 2.5h on weeknights and 6h on sat and sun",
        "word problem",
        amount(24.5),
      ),
      say(
        "is that a lot?",
        "opinion",
        all(noFiller(), fresh("24|balance|sleep|depend|average|healthy|plenty|normal")),
      ),
      say("convert 24.5 hours into days lol", "conversion", amount(1.02, 0.02, "\\s?days?")),
      say(
        "gg zed. thx for the math",
        "small talk",
        fresh("anytime|no problem|np|welcome|glad|happy to|pleasure"),
      ),
      say("logging off, cya", "greeting", farewell()),
    ],
  },
  {
    bot: "sage-everly",
    user: "Marta",
    title: `the midwife, the lavender wall and the sea glass ${BLIND6}`,
    turns: [
      say(
        "hi sage. long week. i'm a midwife and we had 11 births on my shift yesterday",
        "feelings",
        fresh("tired|exhaust|babies|baby|new life|hands|weary|remarkable|eleven"),
      ),
      say(
        "can you give me a breathing thing i can do in the loo between patients",
        "advice",
        all(
          fresh("in for|hold|out for|count|exhale|inhale"),
          fresh("sink|wall|hands|shoulder|jaw|feet|floor|door|cold water|palms"),
        ),
      ),
      say(
        "my gran had lavender all along her garden wall. smelling it still calms me",
        "small talk",
        fresh("scent|memor|purple|bees|summer|sachet|oil|pocket|sprig|carry"),
      ),
      say(
        "i keep a jar of sea glass on my windowsill too. green ones mostly",
        "small talk",
        fresh("tide|ocean|beach|shore|smooth|years|tumbl|polish|collect"),
      ),
      say("early shift tomorrow at 6:30 and i can never fall asleep before. tips?", "advice", sleepTips),
      regenerate(sleepTips),
      say(
        "if i need 8 hours, when do i go to bed? i leave at 5:50 and wake 45 min before",
        "word problem",
        clockBetween(1250, 1270),
      ),
      say("what was it i said calms me down?", "memory", fresh("lavender")),
      say("remind me what's on my windowsill", "memory", fresh("sea glass|glass|jar")),
      say(
        "sometimes i feel like i give everything at work and nothing's left for me",
        "feelings",
        all(noFiller(), fresh("empty|pour|cup|refill|yourself|boundar|deserve|gentle|tend")),
      ),
      say("one tiny thing for me this weekend? not a bath lol", "advice", weekend),
      regenerate(weekend),
      say("my shift is 12.5 hours, how many minutes is that lol", "conversion", amount(750)),
      say("and 3 of those a week is how many hours", "word problem", amount(37.5)),
      say("thank you sage. going to bed now, by 9 like we said", "greeting", farewell()),
    ],
  },
  {
    bot: "reginald-pemberton",
    user: "Hugo",
    title: `the in-laws' dinner for nine ${BLIND6}`,
    turns: [
      say(
        "reginald. emergency. my in-laws are coming for dinner saturday",
        "small talk",
        fresh("menu|prepar|table|guest|napkin|seating|fear not|crisis|catastroph|cutlery"),
      ),
      say(
        "there'll be 9 of us. each bottle of wine gives 5 glasses, 2 glasses each. how many bottles",
        "word problem",
        either(amount(4, 0, "\\s?bottles?"), amount(3.6, 0.01)),
      ),
      say(
        "the shop has 6 bottles for £45 or singles for £8.50. which is better per bottle",
        "word problem",
        either(amount(7.5, 0.01), fresh("six|case|half-dozen|half dozen|6-bottle|6 for")),
      ),
      say("how much cheaper is the case than buying singles", "word problem", pounds(6)),
      say(
        "the lamb needs 1 hour 50 in the oven and 20 min rest. we eat at 7:30pm. when does it go in?",
        "word problem",
        clockBetween(1040, 1040),
      ),
      regenerate(clockBetween(1040, 1040)),
      say(
        "my mother-in-law is called Philippa and she hates coriander",
        "small talk",
        fresh("cilantro|herb|parsley|banish|strike|soap|menu|noted"),
      ),
      say(
        "seating plan? 9 people, round table",
        "advice",
        fresh("Philippa|next to|beside|left|right|opposite|across|between|alternat"),
      ),
      say("what's my mother in law's name again, i panic", "memory", fresh("Philippa")),
      say("and what must i NOT put in the salad?", "memory", fresh("coriander|cilantro")),
      say(
        "the dishwasher just died. 9 people × 3 plates + 9 glasses. how many items to wash",
        "word problem",
        amount(36),
      ),
      say("at 40 seconds per item by hand how long is that", "word problem", duration(24, 24)),
      say("tell me something to say if the conversation dies", "advice", icebreaker),
      regenerate(icebreaker),
      say("you're a lifesaver. goodnight reginald", "greeting", farewell()),
    ],
  },
];
