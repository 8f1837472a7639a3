// Blind set #3 (2 of 3): advice with a concrete situation, asked for the concrete thing (the plan,
// the exercise with reps, the recipe with amounts, the words to say), and a dinner party planned in
// numbers. Written blind like the rest of the set (held-out-blind3.ts).
import { all, either, mentions, steps } from "../checks";
import { differs, noFiller } from "../conversation-checks";
import type { Conversation } from "../types";
import { saysTime } from "./blind2-turns";
import { BLIND3, amount, between, farewell, fresh, words } from "./blind3-turns";
import { regenerate, say } from "./held-out-15-turns";

const KNEE_EXERCISES = "squat/lunge/bridge/step-up/step up/wall sit/calf/leg raise/clam/set/10/12/15";
const TOMATO_IDEAS = "salad/slice/olive oil/salt/roast/sauce/bread/dice/chop/basil";
const WORDS_FOR_ILSE = "mom/mother/birthday/party/I feel/I love/sorry/together/both/listen/understand";
// The words themselves: a line in quotes or said in the first person, not a remark about the fight.
const SAID_AS_WORDS = all(
  fresh(WORDS_FOR_ILSE),
  mentions('"', "“", "I feel", "I love", "I want", "I know", "I'm sorry", "could we", "can we"),
);

export const heldOutBlind3Advice: Conversation[] = [
  {
    bot: "coach-max",
    user: "Bea",
    title: `a first 5k with a sore knee ${BLIND3}`,
    turns: [
      say(
        "hey coach. i signed up for a 5k on june 14 and i can barely run 10 min lol",
        "advice",
        fresh("plan/walk/interval/week/build/minute/goal/slow"),
      ),
      say(
        "its 7 weeks away. whats my plan for week 1?",
        "advice",
        all(steps("run", "walk", "minute", "day"), fresh("walk/minute/day/interval/rest/jog/easy/warm")),
      ),
      say("how many runs a week tho", "advice", fresh("three/3/two/2/four/4/times/days/every other")),
      say(
        "what do i do right before i run? like a warm up",
        "advice",
        all(
          steps("walk", "swing", "lunge", "march", "skip", "stretch", "circle", "knee", "leg"),
          fresh("walk/swing/lunge/march/skip/stretch/circle/minute/knee/leg"),
        ),
      ),
      say(
        "my left knee gets a bit sore after. should i stop?",
        "advice",
        fresh("rest/ice/doctor/physio/pain/sharp/easy/shoe/strength/swell/slow"),
      ),
      say(
        "give me 3 exercises for my knees i can do at home, with reps",
        "advice",
        all(steps(...words(KNEE_EXERCISES)), fresh(KNEE_EXERCISES)),
      ),
      regenerate(all(differs(), fresh(KNEE_EXERCISES))),
      say(
        "race is at 8:30am and its 25 min drive plus i want 20 min to warm up. when do i leave home?",
        "word problem",
        saysTime(7, 45),
      ),
      say(
        "what pace do i need to finish 5k in 35 minutes",
        "word problem",
        either(amount(7), mentions("11:15", "11:16", "11:17", "11:18")),
      ),
      say(
        "whats the date of my race again?",
        "memory",
        all(fresh("June"), either(amount(14), fresh("fourteenth"))),
      ),
      say(
        "i skipped tuesday's run bc work was crazy. am i screwed?",
        "advice",
        all(fresh("miss/fine/okay/back/tomorrow/wednesday/thursday/next/consisten"), noFiller()),
      ),
      say(
        "what should i eat the night before the race",
        "advice",
        fresh("pasta/rice/carb/potato/oat/bread/water/hydrat/familiar/banana/toast"),
      ),
      say(
        "how do i stop myself from sprinting at the start like an idiot",
        "advice",
        all(
          steps("pace", "slow", "watch", "breath", "conversation", "count", "behind"),
          fresh("pace/slow/watch/breath/conversation/hold back/count"),
        ),
      ),
      say(
        "ok so whats the 1 thing i do tomorrow",
        "advice",
        fresh("walk/run/minute/interval/warm/squat/bridge/lunge/jog/shoe/alarm"),
      ),
      say(
        "thanks coach!! talk next week",
        "greeting",
        farewell("Bea", "champ", "rep", "let's go", "race", "proud"),
      ),
    ],
  },
  {
    bot: "ines-duarte",
    user: "Noor",
    title: `a frittata from four eggs ${BLIND3}`,
    turns: [
      say(
        "hi ines! ok fridge has: 4 eggs, half a bag of spinach, feta, 2 sad tomatoes, and leftover rice",
        "recipe",
        fresh("omelet/frittata/fried rice/shakshuka/bake/pan/skillet/fry/scramble/quiche/tortilla/bowl/toss"),
      ),
      say(
        "frittata sounds good. amounts pls, it's for 2",
        "recipe",
        all(
          steps("egg", "spinach", "feta", "frittata"),
          fresh("egg/spinach/feta/tomato/gram/tbsp/tablespoon/teaspoon/pinch/oven"),
        ),
      ),
      say("and for 4 people?", "recipe", either(amount(8), fresh("double/twice/x2/×2/times two"))),
      say(
        "wait i only have 4 eggs tho",
        "recipe",
        fresh("rice/milk/cream/bulk/stretch/smaller/side/salad/bread/substitut"),
      ),
      say("how hot should the oven be", "recipe", either(amount(180, 0.12), amount(360, 0.12))),
      say(
        "how do i know its done?",
        "recipe",
        fresh("set/wobble/jiggle/golden/comes out clean/center/centre/firm/puff/brown/edge"),
      ),
      say(
        "can i use the rice in it or is that weird",
        "recipe",
        fresh("yes/sure/not weird/bulk/texture/base/crust/stir/mix/absolutely"),
      ),
      say("whats the cheese i said i had again", "memory", fresh("feta")),
      say("feta is 4.20 for 200g. i need 150g. how much is that worth", "word problem", amount(3.15, 0.01)),
      say(
        "lol i just dropped an egg on the floor",
        "small talk",
        all(fresh("paper/towel/clean/salt/three/3/fine/happens/oops/wipe/enough"), noFiller()),
      ),
      say(
        "how long does the leftover rice keep in the fridge",
        "advice",
        fresh("day/reheat/cool/steaming/hot/safe/bacteria/24 hours"),
      ),
      say("what can i do with the 2 tomatoes", "recipe", fresh(TOMATO_IDEAS)),
      regenerate(all(differs(), fresh(TOMATO_IDEAS))),
      say("ok its in the oven!! set a timer for how long", "recipe", between(8, 30, "min")),
      say("thank u chef, byeee", "greeting", farewell("Noor", "taste", "enjoy", "appetit", "bon", "eat")),
    ],
  },
  {
    bot: "sage-everly",
    user: "Jonah",
    title: `a fight with Ilse about mom's birthday ${BLIND3}`,
    turns: [
      say(
        "hi sage. long day. my sister Ilse and i had a fight about mom's birthday",
        "feelings",
        fresh("breath/sorry/heavy/hard/sit/tea/here/painful/hurt/family/tender"),
      ),
      say(
        "she wants a big party and i think mom would hate that",
        "small talk",
        fresh("Ilse/both/care/love/mother/quiet/small/compromise/listen/wish"),
      ),
      say(
        "i cant calm down. give me a breathing exercise, step by step",
        "advice",
        all(
          steps("breath", "inhale", "exhale", "count"),
          fresh("count/four/4/second/hold/inhale/exhale/nose/mouth/belly/slow"),
        ),
      ),
      say(
        "how many times do i do that",
        "advice",
        fresh("round/cycle/minute/three/four/five/six/ten/3/4/5/6/10"),
      ),
      say(
        "ok did it. a bit better",
        "feelings",
        all(fresh("glad/good/well done/notice/body/shoulder/calm/gentle/proud/settle"), noFiller()),
      ),
      say("what do i actually say to Ilse tomorrow? like the actual words", "advice", SAID_AS_WORDS),
      regenerate(all(differs(), SAID_AS_WORDS)),
      say(
        "whats a nice small thing we could do instead of a party",
        "advice",
        fresh("dinner/picnic/brunch/lunch/walk/photo/album/letter/cook/garden/cake"),
      ),
      say(
        "her birthday is the 22nd and its the 9th today. how many days do we have",
        "word problem",
        amount(13),
      ),
      say("remind me whats my sisters name, i'm so tired i'm losing it", "memory", fresh("Ilse")),
      say(
        "how do u stay so calm all the time",
        "about the bot",
        all(fresh("lake/tea/morning/breathing/practi/bird/tree/season/tide/not always"), noFiller()),
      ),
      say(
        "i always lie awake replaying fights. any trick for tonight?",
        "advice",
        all(
          steps("sleep", "bed", "breath", "write", "journal", "scan", "count"),
          fresh("write/journal/paper/scan/count/notebook/breathing/phone/screen/muscle"),
        ),
      ),
      say(
        "is it bad that im still a little angry",
        "feelings",
        fresh("normal/okay/natural/human/valid/allowed/emotion/tide/pass/wave/sense"),
      ),
      say(
        "thank you. really",
        "small talk",
        fresh("welcome/glad/anytime/care/pleasure/gentle/rest/Jonah/Ilse/proud"),
      ),
      say(
        "night sage",
        "greeting",
        farewell("Jonah", "Ilse", "rest", "sleep", "dream", "gentle", "breath", "peace"),
      ),
    ],
  },
  {
    bot: "reginald-pemberton",
    user: "Gus",
    title: `lasagna for eight at the Manor ${BLIND3}`,
    turns: [
      say(
        "evening reginald. im hosting a dinner party saturday and im panicking",
        "greeting",
        fresh("Excellency/Manor/catastroph/fear not/calm/silver/menu/guest/very good"),
      ),
      say(
        "8 guests including me. i'm doing lasagna. one tray serves 6, how many trays",
        "word problem",
        amount(2),
      ),
      say(
        "pasta sheets are 2.39 a box and i need 3 boxes. cheese is 11.80. total?",
        "word problem",
        amount(18.97, 0.001),
      ),
      say(
        "guests arrive 7:30, lasagna needs 55 min in the oven plus 15 min resting. when does it go in so its ready when they walk in",
        "word problem",
        saysTime(18, 20),
      ),
      say(
        "my friend Priscilla is vegetarian, what do i make her",
        "advice",
        fresh(
          "spinach/mushroom/vegetable/veggie/ricotta/aubergine/eggplant/courgette/lentil/squash/bean/tofu/halloumi/pesto/meat-free/meatless/roasted",
        ),
      ),
      say("and wine. 8 people, about 2 glasses each, 5 glasses per bottle", "word problem", amount(4)),
      regenerate(all(differs(), amount(4))),
      say("whats the name of my vegetarian friend again", "memory", fresh("Priscilla")),
      say(
        "the table is 2.4 metres long. how many feet is that",
        "conversion",
        either(amount(7.87, 0.02), fresh("7 feet 10/7 ft 10/7'10")),
      ),
      say(
        "ok i spilled red wine on the tablecloth. oh no",
        "advice",
        fresh("salt/soda/baking/cold water/blot/catastroph/vinegar/dab/stain/soak"),
      ),
      say(
        "what do we have left to do? sum it up",
        "recap",
        all(fresh("lasagna"), fresh("Priscilla/vegetarian"), fresh("wine/bottle/tablecloth/stain")),
      ),
      say(
        "if the whole party costs 146 and 3 friends chip in equally with me, whats each share",
        "word problem",
        amount(36.5, 0.001),
      ),
      say(
        "is it weird to make guests take off their shoes",
        "opinion",
        fresh("perfectly/slipper/sock/house rule/custom/polite/floor/carpet"),
      ),
      say(
        "thanks reginald you're the best",
        "small talk",
        fresh("honour/honor/pleasure/duty/privilege/serve/flatter/anytime/of course/welcome/glad"),
      ),
      say(
        "im going to bed. goodnight",
        "greeting",
        farewell("Excellency", "Manor", "sleep", "rest", "dream", "Saturday", "lasagna", "Priscilla"),
      ),
    ],
  },
];
