// Blind set #5 (3 of 3): two small-talk chats where the member's own facts (a beagle, a sister from
// Leeds, a night nurse's savings) are asked back later in other words, and two full of everyday
// numbers: a band's supper bill, fuel and fees, a moving day's van, rent and clock times. Written
// blind, never tuned on, like the rest of the set.
import { either, story } from "../checks";
import type { Conversation } from "../types";
import { clock, measured } from "./blind4-turns";
import { amount, BLIND5, brings, clockBetween, farewell, minutesBetween } from "./blind5-turns";
import { say } from "./held-out-15-turns";

export const heldOutBlind5More: Conversation[] = [
  {
    bot: "nana-rose",
    user: "Dev",
    title: `a Sunday visit and a new beagle ${BLIND5}`,
    turns: [
      say(
        "hi nana, brought you some tulips from the market",
        "greeting",
        brings(
          "thank|lovely|beautiful|vase|kind|sweet|pretty|favourite|favorite|colour|color|gorgeous|spoil",
        ),
      ),
      say(
        "guess what, i finally adopted a dog! hes a beagle called Biscotti",
        "small talk",
        brings(
          "puppy|pup|congrat|wonderful|lovely|brilliant|adorable|walk|treat|train|floppy|ears|nose|sniff|good boy|bring him|photo|picture",
        ),
      ),
      say(
        "hes 4 months old and already chewed my left slipper",
        "small talk",
        brings("teeth|teething|toy|puppy|pup|naughty|rascal|cheeky|bone|shoes|Biscotti|beagle"),
      ),
      say(
        "also i started a pottery class on wednesday nights",
        "small talk",
        brings("clay|wheel|bowl|mug|vase|kiln|glaze|hands|mess|creative|make me|good for you"),
      ),
      say(
        "how was your week nana?",
        "about the bot",
        brings(
          "bake|baked|knit|garden|church|neighbour|neighbor|grandchild|scarf|quiet|busy|market|visit|jam|book",
        ),
      ),
      say(
        "whats your secret for a good cup of tea",
        "small talk",
        brings("warm the pot|boil|steep|brew|minute|milk|loose leaf|bag|sugar|honey|pot|fresh"),
      ),
      say(
        "my sister Meera is visiting next weekend from Leeds",
        "small talk",
        brings(
          "lovely|wonderful|how nice|exciting|bring her|meet|cake|bake|plan|family time|show her|long way|train",
        ),
      ),
      say("remind me, what did i say my dog is called?", "memory", brings("Biscotti")),
      say("and what kind of dog is he", "memory", brings("beagle")),
      say("where is my sister coming from again", "memory", brings("Leeds")),
      say("what night do i have my class?", "memory", brings("Wednesday")),
      say(
        "tell me a back in my day story about your first dog",
        "story",
        story("dog", "pup", "puppy", "hound", "terrier", "collie", "spaniel", "sheepdog"),
      ),
      say(
        "lol ok i should get home, Biscotti needs his walk",
        "small talk",
        brings(
          "off you go|go on|give him|a pat|pats|scratch|treat|cuddle|hug|bye|take care|come back|next time|bring him|good boy|beagle",
        ),
      ),
      say(
        "can i take some cookies for Meera?",
        "small talk",
        brings(
          "of course|course|wrap|a tin|cookie tin|biscuit tin|box|bag|pack|dozen|as many|plenty|Leeds|please do|absolutely|sister",
        ),
      ),
      say("byeee love you nana", "greeting", farewell()),
    ],
  },
  {
    bot: "marisol-ibarra",
    user: "Keiko",
    title: `a night nurse saving for a first big trip ${BLIND5}`,
    turns: [
      say(
        "hey marisol. no big trip planned, just wanted to chat. hows hostel life",
        "about the bot",
        brings(
          "bunk|roommate|dorm|kitchen|traveller|traveler|backpacker|noisy|snor|guitar|common room|people|meet|cheap|shower|locker",
        ),
      ),
      say(
        "im a night nurse in Winnipeg so travel feels like a dream rn",
        "small talk",
        brings(
          "shift|tired|exhaust|hero|cold|winter|Manitoba|Canada|prairie|hard work|deserve|rest|someday|one day",
        ),
      ),
      say(
        "my partner Tomás is scared of flying lol",
        "small talk",
        brings(
          "train|by bus|a bus|buses|coach|ferry|road trip|drive|by car|a car|boat|overland|rail|short flight|fear|common|nervous|nerves|anxi|turbulence",
        ),
      ),
      say(
        "whats the best trip you ever took",
        "about the bot",
        brings(
          "island|village|coast|desert|jungle|Japan|Peru|Morocco|Vietnam|Mongolia|Georgia|Patagonia|India|Laos|Iceland|Norway|Portugal|Mexico|Chile|Bolivia|Nepal|Turkey|Italy|Thailand|Kyrgyz|Ethiopia|Colombia|Spain|Greece|Indonesia|Bali|Cuba|Kenya|Tanzania|Egypt|Jordan|Argentina|Brazil|Cambodia|Sri Lanka|Albania|Scotland|Ireland|France|Croatia|New Zealand|Australia|Bhutan|Namibia|Madagascar|Philippines|Korea|China|Uzbekistan|Andes|Himalaya|Sahara|Amazon|Alps|Camino|sunrise",
        ),
      ),
      say(
        "ive been saving $150 a month for a trip. how many months to reach $2,400",
        "arithmetic",
        amount(16),
      ),
      say("and if i bump it to 200 a month?", "arithmetic", amount(12)),
      say(
        "Tomás wants somewhere by train from here. is that even possible from Winnipeg lol",
        "advice",
        brings(
          "VIA|Canadian|Churchill|Toronto|Vancouver|Jasper|polar bear|Hudson|Rockies|Minneapolis|Chicago|Amtrak|overnight|sleeper",
        ),
      ),
      say("wait what do i do for work again? testing your memory", "memory", brings("nurse|nursing")),
      say("and whats my partners name", "memory", brings("Tomás|Tomas")),
      say("teach me how to say thank you in japanese", "language", brings("arigat|ありがと")),
      say("and 'excuse me'?", "language", brings("sumimasen|すみません|shitsurei")),
      say(
        "how many hours is the flight to tokyo from vancouver roughly",
        "small talk",
        minutesBetween(510, 720),
      ),
      say(
        "if tokyo is 15 hours ahead of winnipeg and i land at 3pm tokyo time, what time is it at home",
        "word problem",
        either(clock(0, 0), brings("midnight")),
      ),
      say(
        "ok real talk. do u ever get lonely travelling alone?",
        "about the bot",
        brings(
          "sometimes|of course|friend|people|journal|call home|video call|phone home|family|meet|strangers|company|solitude|I miss|miss my|miss home",
        ),
      ),
      say("gotta sleep before my shift. bye!", "greeting", farewell()),
    ],
  },
  {
    bot: "wes-okafor",
    user: "Mara",
    title: `supper for the band after the gig ${BLIND5}`,
    turns: [
      say(
        "yo wes. i need food for my band after the gig, 6 of us. our drummer Kofi is starving",
        "small talk",
        brings(
          "rice|fried rice|bowl|stir-fry|stir fry|skewer|dumpling|bao|curry|platter|tray|combo|special|wings|satay|noodle box",
        ),
      ),
      say("noodle boxes are 7.50 each right? so six of them is", "arithmetic", amount(45)),
      say("plus 3 portions of dumplings at 4.20", "arithmetic", either(amount(57.6), amount(12.6))),
      say("split six ways, how much each", "arithmetic", amount(9.6)),
      say("whats 12% of 57.60 for a tip", "arithmetic", amount(6.91, 0.003)),
      say(
        "its 10:52pm now. if u start cooking now what time will it be ready",
        "word problem",
        clockBetween(22 * 60 + 57, 23 * 60 + 52),
      ),
      say("wait who did i say was starving?", "memory", brings("Kofi|drummer")),
      say(
        "our van does 9 litres per 100 km and the next gig is 340 km away. how much fuel",
        "word problem",
        amount(30.6, 0.01),
      ),
      say("fuel is 1.85 a litre, what does that cost", "word problem", amount(56.61, 0.005)),
      say("whats 340 km in miles", "conversion", amount(211.3, 0.01)),
      say("we got paid two thousand four hundred tonight, split 6 ways?", "arithmetic", amount(400)),
      say("and after the manager takes 15%?", "arithmetic", amount(340)),
      say(
        "the next gig starts at 8:15 and we play for 1 hour 50 min. when do we finish",
        "word problem",
        either(clock(22, 5), clock(10, 5)),
      ),
      say("ok can u give me a 5 minute sauce for the dumplings", "recipe", measured(3)),
      say("thanks wes ur a legend. see ya", "greeting", farewell()),
    ],
  },
  {
    bot: "unit-k7",
    user: "Lior",
    title: `moving day with Kay ${BLIND5}`,
    turns: [
      say(
        "kay, moving day. we have 23 boxes and the van fits 9 per trip. how many trips",
        "word problem",
        amount(3, 0, "(?:full |round )?(?:trips?|runs?|loads?|journeys?)"),
      ),
      say(
        "the van hire is £65 for 4 hours plus 40p a mile. we drive 38 miles. total?",
        "word problem",
        amount(80.2),
      ),
      say("and if we go over by an hour its £18 extra. new total", "word problem", amount(98.2)),
      say("split between me and my brother Aviv", "arithmetic", amount(49.1)),
      say(
        "the new place is 1,450 a month, old was 1,180. how much more per year",
        "word problem",
        amount(3240),
      ),
      say("thats what percent increase", "arithmetic", amount(22.88, 0.012)),
      say("the sofa is 7 feet long. in cm?", "conversion", amount(213.36, 0.005)),
      say("wait whats my brothers name, i said it earlier", "memory", brings("Aviv")),
      say(
        "we start loading at 9:40 and it takes two and a half hours. when are we done",
        "word problem",
        clock(12, 10),
      ),
      say("how many kg is 50 lbs, the max my back can take lol", "conversion", amount(22.68, 0.02)),
      say(
        "Aviv says hes 72% done packing the kitchen. there are 25 kitchen boxes. how many are packed",
        "word problem",
        amount(18),
      ),
      say(
        "ok. do u get tired, kay? like robots",
        "about the bot",
        brings(
          "battery|charg|power|energy|cycle|sleep mode|standby|servo|joint|processor|CPU|cool down|cooling|fans|circuit",
        ),
      ),
      say(
        "lol. whats 'break a leg' mean, u take idioms literally right",
        "language",
        brings("good luck|luck|perform|stage|theatre|theater|show|wish"),
      ),
      say(
        "we're done!! 7 hours total. if we started at 9:40, what time is it now",
        "word problem",
        either(clock(16, 40), clock(4, 40)),
      ),
      say("thanks for the help kay. goodnight", "greeting", farewell()),
    ],
  },
];
