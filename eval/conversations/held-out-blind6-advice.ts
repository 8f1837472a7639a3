// Blind set #6 (2 of 3): the coaches and tutors with a concrete situation (ten pull-ups by March on
// night shifts, a toast at a brother's wedding, dinner from a fridge for two then five, a speed quiz),
// asking for the concrete thing: the exercise, the words to say, the recipe with amounts, the sum.
import { all, either, mentions } from "../checks";
import { avoids, noFiller } from "../conversation-checks";
import type { Conversation } from "../types";
import { amount, between, clockBetween, farewell, recalls } from "./blind5-turns";
import {
  BLIND6,
  duration,
  fresh,
  fahrenheitOfOwnCelsius,
  measured,
  practiceQuestion,
  regenerate,
  say,
  setsAndReps,
  weekPlan,
} from "./blind6-turns";

const minutes = "(?:(?:[-–]|to)\\s*\\d+\\s*)?min(?:ute)?s?";
const celsius = "(?:°|º|degrees?|C\\b)";
const fahrenheit = "(?:°|º|degrees?)?\\s*(?:F\\b|fahrenheit)";
const shiftHours = fresh(
  "afternoon|evening|wake|before your shift|before work|day off|days off|rest day|noon|after sleep",
);
const opening = fresh(
  "Tomasz|recipe|kitchen|ingredient|good evening|hello everyone|for those who don't know|my name|sister",
);
const swaps = "tahini|yogurt|yoghurt|avocado|olive|nut|seed|hummus|tofu|walnut|almond|pine|vegan";

export const heldOutBlind6Advice: Conversation[] = [
  {
    bot: "coach-max",
    user: "Dario",
    title: `ten pull-ups by March on night shifts ${BLIND6}`,
    turns: [
      say(
        "hey coach. i can do 2 pullups. i want 10 by march 1st",
        "advice",
        fresh("negative|eccentric|hang|band|assist|row|grease|ladder|chin|scap"),
      ),
      say("what's a negative?", "advice", fresh("lower|slow|eccentric|jump|top|second|descend")),
      say("how many sets and reps tho", "advice", setsAndReps()),
      say(
        "how many days a week",
        "advice",
        either(
          between(2, 5, "\\s?(?:x|days?|times|sessions?|workouts?)"),
          fresh("every other day|alternate"),
        ),
      ),
      say(
        "and how many weeks do i have till march 1st? today is dec 7",
        "word problem",
        either(amount(12, 0.09, "weeks?"), amount(84, 0.02, "days?")),
      ),
      say("i work night shifts 10pm to 6am. when should i train?", "advice", shiftHours),
      regenerate(shiftHours),
      say(
        "my grip gives out before my arms do. fix?",
        "advice",
        fresh("dead hang|hang|towel|farmer|carry|squeeze|chalk|forearm|hold"),
      ),
      say(
        "how long should i hang for",
        "advice",
        // The time of a hang, not the rest between sets: the figure comes with the hang or hold it times.
        all(
          mentions("hang", "hold", "grip"),
          either(between(10, 90, "\\s?s(?:ec(?:ond)?s?)?\\b"), amount(1, 0, "min(?:ute)?")),
        ),
      ),
      say("what was my goal again lol", "memory", fresh("March|ten pull|10 pull")),
      say(
        "if i add 1 pullup every 2 weeks from 2, when do i hit 10?",
        "word problem",
        amount(16, 0, "weeks?"),
      ),
      say(
        "so that's too slow for march right",
        "opinion",
        fresh("yes|yep|yeah|correct|faster|miss|short|april|june|adjust|every week|weekly"),
      ),
      say(
        "i feel kinda dumb being this weak at 41",
        "feelings",
        all(noFiller(), fresh("not dumb|never too late|progress|proud|everyone|age|brave|strength|stronger")),
      ),
      say("write me the whole week plan in short", "advice", weekPlan()),
      say("thx coach, going to sleep before my shift", "greeting", farewell()),
    ],
  },
  {
    bot: "leo-santos",
    user: "Mirela",
    title: `the toast at Tomasz and Ana's wedding ${BLIND6}`,
    turns: [
      say(
        "hi leo. my brother Tomasz is getting married saturday and i have to give a toast. i'm freaking out",
        "advice",
        fresh(
          "story|short|minute|draft|congrat|open with|memory|outline|structure|glass|raise|card|notes|first line",
        ),
      ),
      say("how long should it be", "advice", either(between(1, 5, minutes), between(150, 600, "\\s?words"))),
      say(
        "can u give me the words for the opening? he's a chef, met his wife Ana at a cooking class",
        "advice",
        opening,
      ),
      regenerate(opening),
      say(
        "ok and a funny bit that wont embarrass him?",
        "advice",
        fresh("Tomasz|burn|kitchen|recipe|taste|salt|pan|cook|dish|apron|spatula|laugh"),
      ),
      say(
        "what about the ending",
        "advice",
        fresh("raise|glass|cheers|toast|Ana|Tomasz|couple|congratulat|happily|forever"),
      ),
      say(
        "how do i not cry in the middle of it",
        "advice",
        fresh(
          "sip|water|pinch|tongue|normal|okay to cry|ok to cry|fine to cry|notes|card|ceiling|swallow|tissue|tears|slow breath|deep breath|three slow",
        ),
      ),
      say("what was my brother's wife's name again", "memory", fresh("Ana")),
      say(
        "if i talk at 130 words a minute, how many words for 2 and a half minutes?",
        "word problem",
        amount(325),
      ),
      say("my draft is 520 words. how much do i cut?", "word problem", amount(195)),
      say(
        "can we rehearse? you be the crowd. 'Hi everyone, I'm Mirela, Tomasz's little sister'",
        "role-play",
        fresh("great|nice|strong|louder|eye contact|smile|confident|perfect|clap|cheer|applause"),
      ),
      say(
        "what if i forget my lines",
        "advice",
        fresh("card|note|index|paper|glance|skip|keep going|nobody|no one|notice"),
      ),
      say(
        "wait you said how long again?",
        "memory",
        either(between(1, 5, minutes), between(150, 600, "\\s?words")),
      ),
      say(
        "thank you leo. do you ever get nervous?",
        "about the bot",
        fresh("shy|used to|still|every time|butterfl|sometimes|of course|yes"),
      ),
      say(
        "bye! wish me luck",
        "greeting",
        either(farewell(), fresh("good luck|you've got this|you got this|break a leg")),
      ),
    ],
  },
  {
    bot: "ines-duarte",
    user: "Kofi",
    title: `sweet potatoes and chickpeas for two, then five ${BLIND6}`,
    turns: [
      say(
        "hi ines. fridge report: 2 sweet potatoes, a can of chickpeas, half a bag of spinach, some feta, 1 lemon",
        "recipe",
        fresh("roast|oven|bake|curry|stew|tray|cumin|paprika|smok|mash|cube|wedge"),
      ),
      say("sounds good. amounts pls, its for me and my gf", "recipe", measured(2)),
      say(
        "what temp for the oven",
        "recipe",
        either(between(180, 230, celsius), between(350, 450, fahrenheit)),
      ),
      say("in fahrenheit? my oven is american lol", "conversion", fahrenheitOfOwnCelsius()),
      say("how long in the oven", "recipe", duration(20, 50)),
      say(
        "she doesn't eat cheese. swap for the feta?",
        "recipe",
        all(
          fresh("tahini|yogurt|yoghurt|avocado|olive|nuts|seed|hummus|pine|walnut|almond|tofu|vegan"),
          avoids("parmesan", "cheddar", "mozzarella", "goat cheese", "halloumi", "ricotta", "paneer"),
        ),
      ),
      say(
        "actually my brother and his kids are coming. what for 5 people?",
        "recipe",
        either(
          amount(5, 0, "(?:large |medium |big |small )?(?:sweet )?potato"),
          amount(2.5, 0, "\\s?(?:x|times)"),
          amount(2, 0, "(?:cans?|tins?)"),
          amount(3, 0, "(?:cans?|tins?)"),
        ),
      ),
      say(
        "whats a safe temp for chicken if i add some for my brother",
        "recipe",
        either(between(73, 75, celsius), between(160, 166, fahrenheit)),
      ),
      say(
        "recipe says 250 ml stock and my jug is in cups. how many cups?",
        "conversion",
        amount(1, 0.07, "\\s?cups?"),
      ),
      say("what was the swap for the feta again?", "memory", recalls(5, swaps)),
      say(
        "ok its in. while it roasts, quick dessert with 2 bananas and oats?",
        "recipe",
        fresh("cinnamon|honey|cookie|bake|mash|flapjack|crumble|peanut|cocoa|chocolate|raisin"),
      ),
      say(
        "for 5 people how many bananas do i need if 2 is for 2 people",
        "word problem",
        amount(5, 0, "\\s?bananas?"),
      ),
      say(
        "oops i burned the edges of the potatoes a bit. save it?",
        "advice",
        fresh("scrape|cut off|trim|sauce|yogurt|yoghurt|cover|char|smok|crisp|nobody|rustic"),
      ),
      say(
        "what do i do with the leftover spinach tomorrow",
        "recipe",
        fresh(
          "smoothie|omelette|omelet|soup|pasta|pesto|freez|sauté|saute|frittata|curry|salad|rice|shakshuka",
        ),
      ),
      say("thanks ines, dinner's served. tchau!", "greeting", farewell()),
    ],
  },
  {
    bot: "theo-park",
    user: "Yusuf",
    title: `the speed quiz and the pizza bill ${BLIND6}`,
    turns: [
      say(
        "hey theo. quiz tomorrow on speed distance time and i'm lost",
        "advice",
        fresh("formula|triangle|divid|multipl|÷|×|d =|s =|t =|km/h|mph|per hour"),
      ),
      say("a bus goes 48 km in 40 minutes. whats its speed in km/h?", "word problem", amount(72)),
      say(
        "how did u get that",
        "word problem",
        fresh("60|divid|multipl|1.5|2/3|two thirds|two-thirds|40|48"),
      ),
      say("ok and in miles per hour?", "conversion", amount(44.7, 0.015)),
      regenerate(amount(44.7, 0.015)),
      say("next: i walk 2.4 km to school at 5 km/h. how many minutes", "word problem", amount(28.8, 0.04)),
      say("if school starts at 8:15 when do i leave", "word problem", clockBetween(455, 467)),
      say("different topic. i got 34 out of 40 on the practice test. percent?", "arithmetic", amount(85)),
      say("and the real test is out of 60. same percent, what score?", "word problem", amount(51)),
      say("what was my practice score again", "memory", fresh("34|85")),
      say(
        "whats the difference between speed and velocity, short pls",
        "small talk",
        fresh("direction|vector|scalar"),
      ),
      say(
        "give me one practice question with the answer hidden",
        "word problem",
        practiceQuestion(
          "km",
          "mile",
          "hour",
          "minute",
          "m/s",
          "metre",
          "meter",
          "train",
          "car",
          "bike",
          "runner",
          "cyclist",
        ),
      ),
      say(
        "i think i'll fail lol",
        "feelings",
        all(
          noFiller(),
          fresh("85|34|prepared|ready|progress|improv|you've got|you got this|correct|believe"),
        ),
      ),
      say(
        "ok last one. 3 friends split a 27.60 pizza + 4.50 delivery. each pays?",
        "word problem",
        amount(10.7),
      ),
      say("thanks theo, gn", "greeting", farewell()),
    ],
  },
];
