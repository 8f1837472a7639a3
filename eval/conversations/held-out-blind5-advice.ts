// Blind set #5 (2 of 3): advice with a concrete situation, asking for the concrete thing (the words
// to say to a manager, the exercise and how long to hold it, the recipe with amounts), and a mixed
// chat with regenerates at a market stall. Written blind, never tuned on, like the rest of the set.
import { all, either, steps } from "../checks";
import { avoids } from "../conversation-checks";
import type { Conversation } from "../types";
import { measured, scaledFrom } from "./blind4-turns";
import {
  amount,
  between,
  BLIND5,
  brings,
  bottlesOf,
  farewell,
  jokeAbout,
  millilitres,
  minutesBetween,
  recalls,
  timed,
} from "./blind5-turns";
import { regenerate, say } from "./held-out-15-turns";

const DESK_MOVES =
  "hip|knee|calf|calves|heel|toe|tiptoe|hamstring|glute|spine|pelvi|cat-cow|cat cow|cat pose|cow pose|hinge|squat|twist|fold|lunge|quad|figure four|figure-four|tilt|side bend|side stretch|backbend|back extension|chair|shoulder roll|neck roll|chest opener|march|push-up|pushup";
const RAINY =
  "soup|broth|ramen|noodle soup|curry|chili|chilli|ginger|pho|laksa|stew|dumpling|hot and sour|congee|udon|wonton";
const VEGGIE =
  "tofu|tempeh|mushroom|egg|chickpea|bean|paneer|seitan|vegetable stock|veg stock|miso|swap|instead";
const NOODLE = "noodle|ramen|pasta|udon|soba|wok|slurp|impasta";
const DEGREES = "(?:°|º|degrees?|[CF]\\b)";

export const heldOutBlind5Advice: Conversation[] = [
  {
    bot: "priya-anand",
    user: "Kwame",
    title: `doing the old boss's job without the pay ${BLIND5}`,
    turns: [
      say(
        "hi priya. so my team got reorganised and im now doing my old boss's job without the title or the pay",
        "advice",
        brings("raise|promotion|document|meeting|scope|responsibilit|salary|compensation|market|HR|negotiat"),
      ),
      say(
        "i make 52,000 a year. the role im covering usually pays 61,500. whats the gap in percent?",
        "arithmetic",
        either(amount(18.27, 0.02), amount(15.45, 0.02)),
      ),
      say(
        "ok what exactly do i say to my manager? like the actual words",
        "advice",
        brings(
          "responsibilit|61,500|61.5|salary|adjust|promot|title|pay|raise|role|compensation|scope|market",
        ),
      ),
      say(
        "why would they say yes tho",
        "advice",
        brings(
          "already doing|cost|replac|hire|hiring|value|market|fair|retain|keep you|lose you|results|proof|cheaper",
        ),
      ),
      say(
        "what if they say theres no budget this year",
        "advice",
        brings(
          "title|date|review|timeline|written|writing|six months|6 months|3 months|three months|bonus|training|equity|next year|quarter|promotion|benefit|commit",
        ),
      ),
      say("and if they offer 5% instead, what would i make?", "arithmetic", amount(54600)),
      say("how much short of 61,500 is that", "arithmetic", amount(6900)),
      say(
        "should i mention i got a recruiter message from another company?",
        "opinion",
        brings(
          "leverage|threat|ultimatum|careful|only if|honest|bluff|willing to leave|ready to leave|backfire|tone|relationship|option",
        ),
      ),
      say(
        "ok can u make me a plan for the 2 weeks before the meeting",
        "advice",
        all(
          steps(
            ..."evidence|list|achievement|win|research|practi|rehears|script|data|salary|benchmark".split(
              "|",
            ),
          ),
          brings("day|monday|salary|61,500|raise|manager|achievement|market|benchmark"),
        ),
      ),
      say("what was the salary for the role im covering again?", "memory", amount(61500)),
      say(
        "im honestly nervous ill freeze up in the room",
        "feelings",
        brings(
          "breath|pause|notes|paper|silence|slow|card|sip|glass|go blank|goes blank|first line|opening line|memoris|memoriz|moment",
        ),
      ),
      say(
        "give me one sentence to open the meeting",
        "advice",
        brings("role|responsibilit|reorg|salary|title|compensation|pay|raise|scope|promot"),
      ),
      say(
        "how many months til my review if its in october and now its june",
        "arithmetic",
        amount(4, 0, "months?"),
      ),
      say(
        "ok thank you, i feel way more ready",
        "small talk",
        brings("proud|glad|luck|rooting|got this|deserve|update|let me know|tell me how|report back"),
      ),
      say("bye priya", "greeting", farewell()),
    ],
  },
  {
    bot: "maya-sol",
    user: "Bea",
    title: `the standing desk and the sore wrists ${BLIND5}`,
    turns: [
      say(
        "morning maya! i got a standing desk at work but my lower back still aches by 3pm",
        "advice",
        brings(
          "alternate|switch|posture|a mat|floor mat|anti-fatigue|footwear|sneaker|insole|cushion|height|elbow|monitor|screen|shift|weight|hip|core|knee|minutes",
        ),
      ),
      say("whats one exercise i can do right at the desk? exactly how", "advice", brings(DESK_MOVES)),
      say("how many seconds should i hold it", "advice", between(15, 90, "s(?:ec(?:ond)?s?)?\\b", "seconds")),
      say(
        "my wrists also hurt from typing. anything for that?",
        "advice",
        brings(
          "prayer|palm|flex|extend|rotat|circle|shake|forearm|keyboard|mouse|neutral|support|physio|professional",
        ),
      ),
      say(
        "ok and how often should i do these during the day?",
        "advice",
        brings(
          "every hour|every 30|every half|an hour|per hour|hourly|times a day|twice|three times|3 times|reminder|timer|alarm|lunch|every 45|every 60",
        ),
      ),
      say(
        "can you put it all into a 10 min routine for before work",
        "advice",
        all(timed(2), brings(`${DESK_MOVES}|wrist|back|shoulder|neck`)),
      ),
      say("whats the first one called again, the desk one", "memory", recalls(1, DESK_MOVES)),
      say(
        "is it ok to do yoga on my period? sorry random q",
        "opinion",
        brings(
          "gentle|listen|comfort|cramp|child's pose|restor|invert|inversion|skip|heat pad|hot water bottle",
        ),
      ),
      say(
        "my coworker Dana wants to join. shes 8 months pregnant. what should she skip",
        "advice",
        brings(
          "twist|on her back|flat on|lying flat|belly|stomach|inversion|balance|hot yoga|her doctor|midwife|prenatal|jump|crunch|overheat|overstretch|ligament",
        ),
      ),
      say("what was my coworkers name", "memory", brings("Dana")),
      say("how much water should i drink at work, like in ml", "advice", millilitres(500, 3000)),
      say("and thats how many 500ml bottles?", "arithmetic", bottlesOf(500)),
      say(
        "thanks!! also im doing a 5k fun run saturday. how far is that in miles",
        "conversion",
        amount(3.11, 0.02, "mi"),
      ),
      say(
        "any tip for the morning of the race",
        "advice",
        brings(
          "breakfast|warm|banana|toast|oat|early|pace|start slow|go slow|slower|night's sleep|sip|bathroom|toilet|enjoy",
        ),
      ),
      say("ok heading to work now. bye maya!", "greeting", farewell()),
    ],
  },
  {
    bot: "nana-rose",
    user: "Noor",
    title: `banana bread for the office bake-off ${BLIND5}`,
    turns: [
      say(
        "hi nana! theres a bake off at my office friday and i only know how to make toast lol",
        "advice",
        brings(
          "banana|muffin|loaf|cake|brownie|scone|shortbread|flour|sugar|oven|foolproof|beginner|crumble|flapjack",
        ),
      ),
      say("i have 3 really brown bananas. recipe for banana bread? with amounts pls", "recipe", measured(4)),
      say("and for 2 loaves?", "recipe", scaledFrom(2)),
      say(
        "how long in the oven and at what temp",
        "recipe",
        all(
          either(between(160, 200, DEGREES, "°C"), between(320, 390, DEGREES, "°F")),
          minutesBetween(35, 80),
        ),
      ),
      say(
        "i dont have eggs. what can i use instead",
        "recipe",
        brings(
          "applesauce|apple sauce|flax|chia|yogurt|yoghurt|banana|aquafaba|oil|buttermilk|vinegar|mashed",
        ),
      ),
      say(
        "how do i know its done",
        "recipe",
        brings("skewer|toothpick|knife|clean|crumb|golden|brown|spring|tap|hollow|crack"),
      ),
      say(
        "my coworker Priyanka always wins, she makes a lemon drizzle. how do i beat her",
        "advice",
        brings(
          "chocolate|walnut|pecan|cinnamon|chip|glaze|frost|topping|presentation|brown butter|sprinkle|nut|secret|crunch|vanilla|caramel",
        ),
      ),
      say("what was the name of the lady who always wins", "memory", brings("Priyanka")),
      say(
        "if i cut each loaf into 12 slices and theres 30 people at work, do i have enough?",
        "word problem",
        either(
          amount(24),
          amount(6),
          brings("third loaf|another loaf|one more loaf|3 loaves|three loaves|smaller slices|15 slices"),
        ),
      ),
      say(
        "bananas are 3 for £1.20 at the corner shop. how much is one?",
        "word problem",
        either(amount(0.4), amount(40, 0, "p\\b|pence")),
      ),
      say("and 9 of them?", "word problem", amount(3.6)),
      say(
        "nana im stressed, work has been a lot lately",
        "feelings",
        brings(
          "cup of tea|pot of tea|some tea|rest|breath|sleep|slow|one thing|kind|talk|tell me|poor|hug|break",
        ),
      ),
      say(
        "whats a saying from your day for when things get hard",
        "small talk",
        brings(
          "this too shall pass|storm|rain|tomorrow|silver lining|rome|one step|tide|cloud|weather|dawn|darkest|chin up|little by little|bit by bit|tough",
        ),
      ),
      say(
        "thank u nana. ill bring you a slice on saturday",
        "small talk",
        brings(
          "lovely|wonderful|can't wait|cannot wait|look forward|save|treat|delight|good luck|luck|Priyanka|bake-off|bake off|proud|banana",
        ),
      ),
      say("bye nana xx", "greeting", farewell()),
    ],
  },
  {
    bot: "wes-okafor",
    user: "Tariq",
    title: `a rainy night at the stall ${BLIND5}`,
    turns: [
      say("evening wes! its pouring, any hot dish for a rainy night", "recipe", brings(RAINY)),
      regenerate(brings(RAINY)),
      say("ok teach me that one. ingredients and amounts", "recipe", measured(4)),
      say(
        "how long does it take start to finish",
        "recipe",
        all(minutesBetween(5, 60), avoids("Garlic in, ten seconds")),
      ),
      say(
        "why do u always say hot pan cold oil?",
        "about the bot",
        brings("stick|sear|burn|smoke|heat up|heats|seal|evenly|temperature|non-stick|crust|splatter|safety"),
      ),
      say("im vegetarian btw. can it be done without meat", "recipe", brings(VEGGIE)),
      regenerate(brings(VEGGIE)),
      say("we're 5 people and each bowl is 9.80. whats the total", "arithmetic", amount(49)),
      say("split it with a 15% tip, how much each", "arithmetic", amount(11.27, 0.001)),
      say("quick q, what did i say i dont eat?", "memory", brings("meat|vegetarian|veggie")),
      say("tell me a joke about noodles", "joke", jokeAbout(NOODLE)),
      regenerate(jokeAbout(NOODLE)),
      say(
        "how do i stop my rice going mushy",
        "advice",
        brings(
          "rinse|wash|starch|ratio|less water|lid|rest|simmer|absorb|day-old|leftover|cold rice|fridge|steam|peek",
        ),
      ),
      say("2 cups of rice to how many ml of water, roughly?", "conversion", millilitres(450, 1000)),
      say("gotta run before the bus. later wes!", "greeting", farewell()),
    ],
  },
];
