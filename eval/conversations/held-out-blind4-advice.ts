// Blind set #4 (2 of 3): advice with a concrete situation, written blind like the rest of the set. The
// member asks for the concrete thing (the training week, the words to say at a bakery, the breathing
// exercise, the opening line of a speech), then follows up, checks what was said and says goodbye.
import { all, either, joke, mentions, steps, story } from "../checks";
import type { Conversation } from "../types";
import { amount, between, farewell, fresh } from "./blind3-turns";
import { BLIND4, clock, duration, measured, price, scaledFrom } from "./blind4-turns";
import { regenerate, say } from "./held-out-15-turns";

// Checks used twice, by a turn and by its regenerate.
const OPENING_LINE = fresh(
  "Felix/groom/ladies and gentlemen/for those/don't know me/my name is/good evening/hello everyone",
);
const DENTIST_JOKE = all(
  joke(),
  fresh(
    "tooth/teeth/floss/drill/filling/cavity/smile/step/dance/twirl/spin/rhythm/brace/gum/crown/root canal",
  ),
);
const KIND_WORDS = fresh("Felix/brother/loyal/generous/kind/proud/patient/heart");

export const heldOutBlind4Advice: Conversation[] = [
  {
    bot: "kai-morrow",
    user: "Rosa",
    title: `training for a first hut-to-hut hike ${BLIND4}`,
    turns: [
      say(
        "hey kai, quick q. i signed up for a 3 day hut to hut hike in 6 weeks and ive never done more than 8 km. help",
        "advice",
        fresh("train/plan/increase/build/weekend/hill/stairs/elevation/long walk/backpack/distance/gradual"),
      ),
      say(
        "ok what would week 1 look like exactly",
        "advice",
        all(fresh("walk/hike/rest/stairs/hill"), fresh("km/kilomet/minute/hour/mile")),
      ),
      say(
        "the longest day is 19 km. if i walk 4 km an hour, how long is that without breaks?",
        "word problem",
        duration(285),
      ),
      say("and with a 10 min break every hour?", "word problem", duration(325, 5)),
      say(
        "what should be in my pack? the huts have beds and dinner",
        "advice",
        fresh(
          "rain jacket/waterproof/layer/fleece/liner/first aid/blister/water/snack/headlamp/torch/map/sunscreen/hat/socks/toothbrush/earplug",
        ),
      ),
      say(
        "how heavy should it be?",
        "advice",
        either(between(3, 15, "kg"), between(3, 15, "kilo"), between(5, 25, "%"), between(6, 30, "lb")),
      ),
      say("i weigh 62 kg, so whats 10 percent of that", "arithmetic", amount(6.2, 0.01)),
      say(
        "i always get blisters on my heels. what do i do",
        "advice",
        fresh(
          "sock/tape/plaster/compeed/lace/break in/broken in/boots/dry/wool/liner/friction/hot spot/moleskin/vaseline/lubric",
        ),
      ),
      say(
        "why not cotton socks?",
        "advice",
        fresh("moisture/sweat/wet/damp/dry/friction/wool/synthetic/rub"),
      ),
      say(
        "what if it rains on day 2 and theres a river crossing",
        "advice",
        fresh(
          "unbuckle/hip belt/pole/upstream/current/knee/shallow/wide/turn back/depth/deep/fast/warden/rope",
        ),
      ),
      say(
        "ok and how many days should i rest before the hike",
        "advice",
        either(
          between(1, 7, "day"),
          fresh("taper/easy walk/easy day/short walk/light walk/the day before/couple of days"),
        ),
      ),
      say("what was the longest day again, in km?", "memory", amount(19)),
      say("how far is that in miles?", "conversion", amount(11.8, 0.02)),
      say(
        "thanks kai!! feeling way less nervous",
        "small talk",
        fresh(
          "welcome/glad/pleasure/you'll be fine/you'll do great/you'll be great/you got this/you've got this/proud/enjoy/good luck",
        ),
      ),
      say("bye!", "greeting", farewell("Rosa")),
    ],
  },
  {
    bot: "camille-laurent",
    user: "Hamid",
    title: `ordering at a Lyon bakery and crêpes for the host family ${BLIND4}`,
    turns: [
      say(
        "bonjour camille! im going to lyon on friday and i want to order at a bakery without panicking",
        "language",
        fresh(
          "je voudrais/voudrais/s'il vous/s’il vous/baguette/boulangerie/pain au/bonjour madame/bonjour monsieur",
        ),
      ),
      say(
        "how do i ask for two croissants and a baguette?",
        "language",
        fresh("deux/voudrais/je prends/s'il vous/s’il vous"),
      ),
      say("and how do i ask how much it costs?", "language", fresh("combien/ça fait/ca fait/coûte/coute")),
      say("the lady says 'ça fait quatre euros vingt'. how much is that?", "conversion", price(4.2)),
      say("if i pay with a 10 euro note whats my change?", "arithmetic", price(5.8)),
      say(
        "how do i say thank you and have a nice day",
        "language",
        all(fresh("merci"), fresh("bonne journée/bonne journee")),
      ),
      say(
        "ok now the fun part. my host family wants crepes on saturday. can you give me a recipe with amounts for 4 people?",
        "recipe",
        all(mentions("crêpe", "crepe"), fresh("flour/farine/egg/œuf/oeuf/milk/lait"), measured(3)),
      ),
      say("and for 10 people?", "recipe", scaledFrom(2.5)),
      say("what does 'une pincée de sel' mean?", "language", all(fresh("pinch"), fresh("salt"))),
      say(
        "how long do i rest the batter?",
        "recipe",
        either(between(10, 120, "min"), between(1, 12, "hour"), fresh("overnight")),
      ),
      say(
        "what if i dont have a whisk",
        "recipe",
        fresh("fork/blender/jar/shake/sieve/strain/lump/mixer/bottle"),
      ),
      say("how do i say 'the crepes are ready'?", "language", fresh("prêt/pretes/sont pret")),
      say("wait what was the french for 'how much is it' again?", "memory", fresh("combien")),
      say(
        "merci camille!! you're the best",
        "small talk",
        fresh("de rien/avec plaisir/je vous en prie/welcome/pleasure/bon courage/bonne chance/good luck"),
      ),
      say(
        "au revoir!",
        "greeting",
        either(farewell("Hamid"), fresh("bientôt/bientot/bonne journée/bon voyage/bonne soirée/salut")),
      ),
    ],
  },
  {
    bot: "nora-nightingale",
    user: "Yusuf",
    title: `the night before the interview ${BLIND4}`,
    turns: [
      say(
        "nora i cant sleep. job interview at 9 tomorrow and my brain wont stop",
        "feelings",
        fresh("nervous/anxious/worr/racing/thoughts/normal/breath/natural/ready/prepared"),
      ),
      say(
        "can you give me a breathing exercise? like step by step",
        "advice",
        all(
          fresh("inhale/exhale/breathe in/breathe out/hold/count/nose/mouth/belly"),
          steps("breath", "inhale"),
        ),
      ),
      say(
        "how many times should i do it?",
        "advice",
        either(
          between(3, 20, "time"),
          between(3, 20, "round"),
          between(3, 20, "cycle"),
          between(3, 20, "breath"),
          all(between(2, 20, "minute"), fresh("breath/inhale/exhale")),
        ),
      ),
      say(
        "if i fall asleep at 12:40 and my alarm is at 6:55, how much sleep is that?",
        "word problem",
        duration(375),
      ),
      say(
        "is that enough for an interview?",
        "opinion",
        fresh("plenty/fine/one night/adrenaline/hours/resting/one short night/you'll be"),
      ),
      say(
        "what do i say when they ask 'tell me about yourself'?",
        "advice",
        fresh("present/past/future/experience/role/strength/example/brief/skills/why you/achievement"),
      ),
      say(
        "can you give me the first sentence? im a junior accountant, 2 years at a logistics firm",
        "advice",
        all(
          fresh(
            "I'm a junior/I am a junior/I'm an accountant/I am an accountant/as an accountant/two years/I've been/I have been/I've spent",
          ),
          mentions("accountant", "accounting", "logistics"),
        ),
      ),
      say(
        "ok stop, no more interview talk. can you tell me a short story about a sleepy fox?",
        "story",
        all(story("fox"), fresh("den/tail/snow/moon/curl/burrow/leaves/forest/wood/star/hill/meadow")),
      ),
      say(
        "can you make it slower, and put rain in it",
        "story",
        all(story("rain", "drizzl", "drop"), fresh("drip/patter/drop/puddle/window/roof/drizzl/tap/soft")),
      ),
      say("sorry, what time did i say the interview was?", "memory", amount(9)),
      say(
        "if it takes 35 minutes to get there and i want to be 15 min early, when do i leave?",
        "word problem",
        clock(8, 10),
      ),
      say(
        "and if i want 1 hour to get ready before leaving, when do i get up?",
        "word problem",
        clock(7, 10),
      ),
      say(
        "ok i feel a bit calmer now",
        "feelings",
        fresh("glad/good to hear/happy/lovely/proud/well done/that's it/there we go"),
      ),
      say(
        "one last thing. what do i eat for breakfast so im not shaky",
        "advice",
        fresh("oat/porridge/egg/banana/toast/yogurt/yoghurt/protein/nuts/peanut/wholegrain/avocado/fruit"),
      ),
      say("goodnight nora", "greeting", farewell("Yusuf")),
    ],
  },
  {
    bot: "benny-banter",
    user: "Jonah",
    title: `the best man's speech ${BLIND4}`,
    turns: [
      say(
        "benny i need help. im best man at my brother Felix's wedding on saturday and im terrified",
        "advice",
        fresh("speech/toast/nervous/congrat/groom/bride/practi/rehears/short/notes"),
      ),
      say("give me an opening line for the speech", "advice", OPENING_LINE),
      regenerate(OPENING_LINE),
      say(
        "felix is a dentist and he met his fiancée Noor at a salsa class. joke about that?",
        "joke",
        DENTIST_JOKE,
      ),
      regenerate(DENTIST_JOKE),
      say(
        "lol. how long should the speech be?",
        "advice",
        either(between(2, 10, "min"), between(300, 1500, "word")),
      ),
      say(
        "if i talk at 130 words a minute and the speech is 650 words how long is that",
        "word problem",
        duration(5),
      ),
      say("what was the bride's name again? i keep blanking lol", "memory", fresh("Noor")),
      say("what do i say about the groom that's nice, not just jokes", "advice", KIND_WORDS),
      regenerate(KIND_WORDS),
      say(
        "how do i end it?",
        "advice",
        fresh("raise/glass/toast/cheers/Noor/Felix/couple/newlyweds/Mr and Mrs/bride and groom"),
      ),
      say("how many guests is 18 tables of 8 minus 5 empty seats", "arithmetic", amount(139)),
      say(
        "ok what do i do with my hands lol",
        "advice",
        fresh("pocket/notes/card/glass/mic/microphone/at your sides/by your side/gesture/fidget/clasp"),
      ),
      say(
        "you're a lifesaver benny",
        "small talk",
        fresh(
          "welcome/anytime/glad/pleasure/kill it/crush/you got this/you've got this/good luck/break a leg/proud",
        ),
      ),
      say(
        "ok bye, wish me luck",
        "greeting",
        either(
          farewell("Jonah"),
          fresh(
            "you've got this/you got this/break a leg/knock 'em dead/you'll be great/you'll do great/rooting for you",
          ),
        ),
      ),
    ],
  },
];
