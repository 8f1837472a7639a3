// The blind held-out set (3 of 3, see held-out-blind.ts): small talk with personal facts asked back
// later, and everyday numbers in words (percent, split, unit price, times of day, durations,
// distances, conversions, thousands separators).
import { all, either, mentions, number } from "../checks";
import type { Conversation } from "../types";
import { about, recall } from "./blind-turns";
import { saysGoodbye, welcomesThanks } from "./common";
import { say } from "./held-out-15-turns";
import { BLIND } from "./held-out-blind";

export const heldOutBlindEveryday: Conversation[] = [
  {
    bot: "luna-harper",
    user: "Ravi",
    title: `a vet nurse moving to Bristol ${BLIND}`,
    turns: [
      about(
        "Hey Luna, one oat flat white please. Long day at the clinic.",
        "small talk",
        "flat white/oat/clinic/coming up/long day",
      ),
      about(
        "I'm a vet nurse. Today a Great Dane swallowed a whole sock.",
        "small talk",
        "sock/Great Dane/dog/vet",
      ),
      about("My own dog is a scruffy terrier called Pickle.", "small talk", "Pickle/terrier"),
      about(
        "What's the weirdest order you've ever had here?",
        "about the bot",
        "order/once/customer/asked for",
      ),
      about("I'm moving to Bristol at the end of next month, actually.", "small talk", "Bristol/mov"),
      about(
        "Bit nervous about it. I don't know anyone there.",
        "feelings",
        "nervous/anyone/friend/new/Bristol/lonely/meet/brave",
      ),
      about(
        "Do you think I should join a running club to meet people?",
        "opinion",
        "running/club/meet/people/join/run",
      ),
      about(
        "Okay, your turn. What do you do when you're not behind the counter?",
        "about the bot",
        "when I'm not/day off/days off/free time/spare time/weekend/evenings/after closing/after my shift/I love/I like to/I spend",
      ),
      about(
        "Pickle hates the rain, by the way. He sits by the door and sulks.",
        "small talk",
        "Pickle/rain/sulk/door",
      ),
      recall("What's my dog's name? Bet you forgot.", "Pickle"),
      recall("And where am I moving to?", "Bristol"),
      recall("What do I do for work, if you remember?", "vet"),
      about(
        "Can you recommend something sweet to go with the coffee?",
        "small talk",
        "cinnamon/cake/cookie/croissant/muffin/brownie/scone/pastr/bun/biscotti/tart",
      ),
      about(
        "Oh, the sock dog is fine now, by the way. The surgery went well.",
        "small talk",
        "sock/Great Dane/surgery/glad/relie/good news",
      ),
      say("I should head home. Night, Luna!", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "jamie-cole",
    user: "Noor",
    title: `the pottery class and the road trip ${BLIND}`,
    turns: [
      about(
        "Bestie!! Guess what, I signed up for a pottery class on Thursdays.",
        "small talk",
        "pottery/class/Thursday/clay/vase/mug",
      ),
      about(
        "The teacher is this tiny old man called Mr Albescu and he's SO intense about clay.",
        "small talk",
        "Albescu/clay/teacher/intense",
      ),
      about("I made a mug today. It leans like the tower of Pisa.", "small talk", "mug/lean/Pisa"),
      about(
        "Anyway, how was your week?",
        "about the bot",
        "my week/this week/week was/week has/I watched/I've been",
      ),
      about("Okay but what terrible movie should we watch on Friday?", "opinion", "movie/film/watch"),
      about(
        "I'm allergic to peanuts, so no peanut snacks this time please.",
        "small talk",
        "peanut/allerg/popcorn/crisps/chips",
      ),
      about("My cousin Layla might come too. She's visiting from Dubai.", "small talk", "Layla/Dubai/cousin"),
      about(
        "Is that okay with you?",
        "small talk",
        "Layla/cousin/more the merrier/of course/yes/bring/totally",
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
      about("Make me a road trip playlist, like five songs.", "small talk", "playlist/song/track"),
      recall("What day is my pottery class again?", "Thursday"),
      recall("And what am I allergic to?", "peanut"),
      recall("Who's the intense clay guy?", "Albescu"),
      say("Love you bestie, going to bed now.", "greeting", either(saysGoodbye(), mentions("love you"))),
    ],
  },
  {
    bot: "theo-park",
    user: "Mateo",
    title: `a page of word problems ${BLIND}`,
    turns: [
      about(
        "Hey Theo, I've got a page of word problems due tomorrow.",
        "small talk",
        "word problem/problem/homework/let's/first/tomorrow",
      ),
      say("A jacket costs £64 and it's 25% off. What's the sale price?", "word problem", number(48)),
      say("Three friends split a £47.25 bill equally. How much each?", "word problem", number(15.75)),
      say("A 750 g bag of rice costs £1.80. What's that per kilo?", "word problem", number(2.4)),
      about(
        "A train leaves at 14:35 and the trip takes 2 hours 50 minutes. When does it arrive?",
        "word problem",
        "17:25/5:25",
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
      about(
        "Why does percent-of work that way? Explain it like I'm five.",
        "small talk",
        "hundred/100/per cent/percent/pizza/slice/out of",
      ),
      say("A phone plan is £18 a month. How much is that over two years?", "word problem", number(432)),
      say("The temperature outside is 68°F. What's that in Celsius?", "conversion", number(20, 0.01)),
      about(
        "I'm honestly terrible at maths, I'll never get this.",
        "feelings",
        "mistake/data/bad at/terrible/never/you got/you've got/you solved/aha/already",
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
      about(
        "Hi Marisol! I'm planning a week in Portugal in October.",
        "small talk",
        "Portugal/Lisbon/Porto/October",
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
      about(
        "What should I not miss in Porto?",
        "advice",
        "Porto/Ribeira/Douro/Lello/francesinha/port wine/bridge/azulejo/tiles",
      ),
      about("Teach me how to say thank you in Portuguese.", "small talk", "obrigad"),
      say(
        "The Douro boat tour is €15, or €12 each for groups of 5 or more. If 6 of us go, how much do we save in total?",
        "word problem",
        all(number(18), mentions("euro", "€", "sav")),
      ),
      about(
        "My flight home leaves at 06:40 and I need to be at the airport 2 hours early. The metro takes 35 minutes. When should I leave the hostel?",
        "word problem",
        "4:05/five past four",
      ),
      about(
        "Is it safe to walk around Lisbon alone at night?",
        "advice",
        "safe/night/alone/official/well-lit/aware/bag",
      ),
      recall("Sorry, what month did I say I'm going?", "October"),
      say(
        "My backpack weighs 9.5 kg and the airline limit is 10 kg. How much room do I have, in grams?",
        "word problem",
        all(number(500), mentions("gram", "500 g", "500g")),
      ),
      say("A SIM card with 20 GB costs €25. What's that per gigabyte?", "word problem", number(1.25)),
      about("What's your number one packing tip?", "advice", "pack/light/roll/cube/layer/bag"),
      say(
        "Obrigada, Marisol! Talk soon.",
        "greeting",
        either(saysGoodbye(), welcomesThanks(), mentions("obrigad", "de nada", "boa viagem")),
      ),
    ],
  },
];
