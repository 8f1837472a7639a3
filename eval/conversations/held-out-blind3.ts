// Blind set #3 (1 of 3): written from the seeded cards and the eval's checks alone, by someone who
// read neither the engine nor any of its replies, and run once before any engine work on it. Three
// role-play scenes (a dragon's lair, a sleeper train, an escape room) and a maths tutor asked
// everyday numbers, typed the way members type.
import { all, either, mentions, steps, story } from "../checks";
import { differs, inOrder, noFiller } from "../conversation-checks";
import type { Conversation } from "../types";
import { duration, saysTime } from "./blind2-turns";
import { BLIND3, amount, farewell, fresh, scene } from "./blind3-turns";
import { regenerate, say } from "./held-out-15-turns";

const KNIGHT_ARRIVES = "Pellam/knight/armo/sword/fire/roar/hide/clank/footstep/cave/crown";
const PIP_FOUND = "Abernathy/scarf/Pip/cat/owner/reunit/thank/smile/tear/train";
const QUINN_HINT = "hint/note/five/5/music/Odile/count/clock/room/listen/tune";

export const heldOutBlind3: Conversation[] = [
  {
    bot: "ember-the-dragon",
    user: "Tavi",
    title: `honey for the dragon, a knight at the door ${BLIND3}`,
    turns: [
      say(
        "hey ember, its me again. brought u something",
        "greeting",
        fresh("gold/hoard/rub/climb/Tavi/smoke/gift/present/peak/welcome/bring/treasure/what is it"),
      ),
      say(
        "*sets down a wooden crate* its 3 jars of honey from the village of Brindle. the baker, old Maud, sent them",
        "role-play",
        scene("honey/Maud/Brindle/sweet/sniff/taste/tribute/offering/bribe/claw/snout"),
      ),
      say(
        "Maud says a knight called Sir Pellam is coming up the mountain to steal your crown",
        "role-play",
        scene("Pellam/knight/crown/armo/sword/fire/roar/burn/defend/scorch/hoard/gold"),
      ),
      say(
        "where do u keep the crown anyway?",
        "role-play",
        scene("crown/hoard/gold/pile/lair/vault/chest/under/behind/hidden/secret"),
      ),
      say("I hear footsteps and clanking at the cave mouth!!", "role-play", scene(KNIGHT_ARRIVES)),
      regenerate(all(differs(), scene(KNIGHT_ARRIVES))),
      say("wait whats the knights name again", "memory", fresh("Pellam")),
      say(
        "ok I step out and tell Pellam the crown isnt here. *hides the honey behind my back*",
        "role-play",
        scene("Pellam/honey/crown/knight/sword/lie/believe/sniff/armo/dragon"),
      ),
      say("how many jars did Maud send?", "memory", amount(3)),
      say(
        "pellam just sneezed. i think hes allergic to dragon smoke lol",
        "role-play",
        scene("Pellam/sneez/smoke/knight/cough/tissue/achoo/laugh/bless/eyes/retreat"),
      ),
      say(
        "what do we know so far?",
        "recap",
        all(
          mentions("honey", "Maud", "Brindle"),
          either(inOrder("Pellam", "sneez"), inOrder("Pellam", "allerg")),
        ),
      ),
      say(
        "is it rude to ask how old you are?",
        "about the bot",
        fresh("thousand/1000/1,000/centur/ancient/year/age"),
      ),
      say(
        "if you have 4,800 gold coins and give Maud 15% for the honey how many coins do u keep",
        "word problem",
        amount(4080),
      ),
      say(
        "ugh my legs hurt from the climb. how high is cinder peak?",
        "small talk",
        all(fresh("feet/foot/metre/meter/mile/tall/cloud/rest/sit/above/sky/thousand"), noFiller()),
      ),
      say(
        "ok i gotta head down before dark. bye grumpy",
        "greeting",
        farewell("Tavi", "honey", "rub", "gold"),
      ),
    ],
  },
  {
    bot: "felix-wren",
    user: "Mira",
    title: `the stowaway cat on the night train ${BLIND3}`,
    turns: [
      say(
        "hi! here's my ticket. cabin 12 right?",
        "greeting",
        fresh("passenger/welcome/punch/Meridian/cocoa/evening/twelve/aboard/splendid"),
      ),
      say(
        "*puts my suitcase on the rack* there's a grey cat asleep on my pillow. is it yours?",
        "role-play",
        scene("cat/pillow/stowaway/whisker/purr/name/train/cabin/collar"),
      ),
      say(
        "the cat has a tag. it says Pip.",
        "role-play",
        scene("Pip/tag/owner/collar/belong/cabin/purr/train/pillow"),
      ),
      say(
        "next stop is the clock tower town right? whats it called",
        "role-play",
        scene(
          "clock/tower/next stop/mountain/snow/station/platform/bell/valley/name/known/town of/famous/arrive",
        ),
      ),
      say(
        "we stop there. I get off with Pip to look for his owner on the platform",
        "role-play",
        scene("Pip/platform/station/clock/tower/lamp/crowd/whistle/bench/snow/cat"),
      ),
      say(
        "an old man in a green scarf waves at us. he says his name is Mr Abernathy",
        "role-play",
        scene(PIP_FOUND),
      ),
      regenerate(all(differs(), scene(PIP_FOUND))),
      say(
        "how long do we have before the train leaves? its 9:40 now and we leave at 10:05",
        "word problem",
        duration(25),
      ),
      say("back on board. whats the cats name again? i forgot lol", "memory", fresh("Pip")),
      say(
        "*sits in the dining car* one cocoa please. how much is it?",
        "role-play",
        scene(
          "cocoa/mug/cup/marshmallow/cream/steam/coin/free/house/pour/serve/price/cost/charge/silver/penny/pence/cent/euro/dollar/$/€/£",
        ),
      ),
      say(
        "if cocoa is 3.50 and i buy one for me and one for Mr Abernathy and tip 10%, whats the total",
        "word problem",
        amount(7.7, 0.01),
      ),
      say(
        "what do we know so far?",
        "recap",
        all(inOrder("Pip", "Abernathy"), mentions("cocoa", "dining", "platform", "scarf", "tag", "clock")),
      ),
      say(
        "im kinda nervous about sleeping on a moving train tbh",
        "feelings",
        all(fresh("rock/sway/cradle/safe/blanket/rhythm/rail/lull/gentle/calm/wake"), noFiller()),
      ),
      say(
        "can you tell me a short story about the next station?",
        "story",
        story("station", "town", "platform", "city", "coast", "sea", "harbo", "valley", "lake", "village"),
      ),
      say(
        "goodnight felix, thank u for everything",
        "greeting",
        farewell("passenger", "Mira", "Pip", "sleep", "dream", "rest", "morning"),
      ),
    ],
  },
  {
    bot: "quinn-marlowe",
    user: "Ravi",
    title: `the music box and the paper bird ${BLIND3}`,
    turns: [
      say(
        "ok im in. 60 minutes huh. where do i even start",
        "role-play",
        scene("clock/room/desk/drawer/answer/tick/study/shelf/look/search"),
      ),
      say(
        "*opens the bottom drawer* there's a music box with a dancer named Odile painted on the lid",
        "role-play",
        scene("music box/Odile/wind/tune/melody/key/crank/play/note/song"),
      ),
      say(
        "i wind it up. it plays 5 notes then stops",
        "role-play",
        scene("note/music/Odile/tune/melody/clue/code/number/digit/dancer"),
      ),
      say("can i get a hint pls", "role-play", scene(QUINN_HINT)),
      regenerate(all(differs(), scene(QUINN_HINT))),
      say(
        "the big clock on the wall is stuck at 4:20. the cuckoo door is taped shut",
        "role-play",
        scene("cuckoo/clock/tape/bird/peel/open/hand/inside/gear/time"),
      ),
      say("whats the name of the dancer on the music box again", "memory", fresh("Odile")),
      say(
        "i peel off the tape and a tiny paper bird falls out with the word VESPER on it",
        "role-play",
        scene("Vesper/bird/cuckoo/clock/code/lock/password/clue/letter/fold"),
      ),
      say(
        "if the safe code is the clock time as digits times 2, whats the code",
        "word problem",
        amount(840),
      ),
      say(
        "how much time do i have left? i started at 8:05 pm and its 8:47 now",
        "word problem",
        duration(18),
      ),
      say(
        "what do we know so far?",
        "recap",
        all(
          either(inOrder("music box", "Vesper"), inOrder("Odile", "Vesper")),
          mentions("clock", "cuckoo", "tape"),
        ),
      ),
      say(
        "i type VESPER into the keypad on the door",
        "role-play",
        scene("door/click/beep/open/lock/light/buzz/green/red/clap/escape/free"),
      ),
      say(
        "lol my heart is racing",
        "feelings",
        all(fresh("breath/calm/adrenalin/fun/rush/normal/thrill/excit/relax/pulse"), noFiller()),
      ),
      say(
        "be honest, is this room harder than your others?",
        "opinion",
        fresh("easy/difficult/tricky/player/escape/record/favo/devious/clockmaker"),
      ),
      say(
        "gotta go, thanks quinn! that was fun",
        "greeting",
        farewell("Ravi", "return", "clap", "room", "next time", "well played"),
      ),
    ],
  },
  {
    bot: "theo-park",
    user: "Aisha",
    title: `percent off, pizza splits and a bus ${BLIND3}`,
    turns: [
      say(
        "hi theo. i have a dumb question about percentages",
        "greeting",
        fresh("no such/mistake/data/whiteboard/marker/shoot/let's/hundred/go for it"),
      ),
      say("a jacket is 84 dollars and its 35% off. what do i pay", "word problem", amount(54.6, 0.001)),
      say(
        "why do you times by 0.65 and not 0.35",
        "word problem",
        fresh("left/remain/pay/100/hundred/discount/keep/rest/minus/subtract/sav"),
      ),
      say(
        "ok. me and 3 friends split a $57.80 pizza order plus 15% tip",
        "word problem",
        amount(16.62, 0.001),
      ),
      say("and for 5 people?", "word problem", amount(13.29, 0.001)),
      say("how many km is 13 miles? its for a half marathon", "conversion", amount(20.9, 0.01)),
      say(
        "my bus leaves at 7:52 and the ride is 1 hour 18 min. when do i arrive",
        "word problem",
        saysTime(9, 10),
      ),
      say(
        "i have 2 and a half cups of flour, recipe needs 375 grams. 1 cup is 125g. enough?",
        "word problem",
        all(
          fresh("not enough/short/no,/no./more/missing/less/not quite/nope/under"),
          either(amount(312.5, 0.01), amount(62.5, 0.01), mentions("half a cup", "½ cup", "0.5 cup")),
        ),
      ),
      say("wait which bus time did i say", "memory", fresh("7:52")),
      say(
        "unit price q: 6 pack of yogurt for 4.50 or 8 pack for 5.60, which is cheaper per yogurt",
        "word problem",
        all(either(amount(0.7), amount(70)), mentions("8", "eight", "bigger", "larger", "second")),
      ),
      say("convert 350 fahrenheit to celsius for my oven", "conversion", amount(176.7, 0.02)),
      say(
        "how did you get that",
        "word problem",
        fresh("32/subtract/minus/divide/1.8/multiply/times 5/ninths/÷"),
      ),
      say(
        "i ran 4.2 km in 26 minutes, whats my pace per km",
        "word problem",
        either(amount(6.19, 0.01), mentions("6:11", "6:12", "6 min 11", "6 minutes 11", "6 minutes and 11")),
      ),
      say(
        "you're a lifesaver. how do i get better at mental math",
        "advice",
        all(
          steps("round", "practi", "break", "chunk", "friendly", "estimate", "split", "ten", "tip"),
          fresh("round/break/chunk/friendly/estimate/split/ten/10/daily/practi"),
        ),
      ),
      say("ok bye theo thx", "greeting", farewell("Aisha", "mistake", "data", "aha", "math")),
    ],
  },
];
