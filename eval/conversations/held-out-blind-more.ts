// The blind held-out set (2 of 3, see held-out-blind.ts): advice and coaching with a concrete
// situation, and a mixed chat with regenerates.
import { all, either, mentions, number, steps, story } from "../checks";
import { continuesScene } from "../conversation-checks";
import type { Conversation } from "../types";
import { about, recall, scene } from "./blind-turns";
import { saysGoodbye, welcomesThanks } from "./common";
import { regenerate, say } from "./held-out-15-turns";
import { BLIND } from "./held-out-blind";

export const heldOutBlindMore: Conversation[] = [
  {
    bot: "priya-anand",
    user: "Bilal",
    title: `two job offers ${BLIND}`,
    turns: [
      about(
        "Hi Priya. I've got two job offers and I can't decide.",
        "advice",
        "offer/decide/decision/compare/two",
      ),
      about(
        "One is at a big bank, 58,000 a year, in the office five days. The other is a startup, 52,000, fully remote.",
        "advice",
        "bank/startup/remote/58/52/office/salary",
      ),
      say("What's the difference in pay per month?", "word problem", number(500)),
      say(
        "My commute to the bank would be 50 minutes each way. How many hours a week is that?",
        "word problem",
        either(number(8.33, 0.005), all(number(8), number(20)), all(number(500), mentions("minute"))),
      ),
      about("Is the extra money worth that commute?", "opinion", "commute/worth/hour/time/money/remote"),
      about(
        "The startup only has 18 months of funding left. Is that a red flag?",
        "opinion",
        "runway/funding/18 months/risk/red flag/startup",
      ),
      say(
        "What questions should I ask them before I decide?",
        "advice",
        steps("ask", "question", "funding", "runway", "revenue", "team"),
      ),
      about(
        "Can I negotiate the startup up to the bank's salary?",
        "advice",
        "negotiat/counter/58/salary/offer",
      ),
      about(
        "How do I say it without sounding greedy?",
        "advice",
        "greedy/script/something like/you could say/try saying/excited/value/market",
      ),
      about(
        "I'm scared of picking wrong and regretting it.",
        "feelings",
        "regret/scared/fear/wrong/normal/no perfect/reversible/learn",
      ),
      about("My partner Hira thinks I should take the remote job.", "advice", "Hira/partner/remote"),
      say(
        "If the startup gives me 0.2% of 40,000,000 in shares, what's that worth on paper?",
        "word problem",
        number(80000),
      ),
      say(
        "Make me a simple checklist to compare them.",
        "advice",
        steps("salary", "commute", "remote", "funding", "growth", "team", "checklist"),
      ),
      recall("What did Hira think I should do?", "remote"),
      say(
        "Thank you, this really helped.",
        "greeting",
        either(welcomesThanks(), mentions("luck", "proud", "let me know")),
      ),
    ],
  },
  {
    bot: "leo-santos",
    user: "Gwen",
    title: `the flatmate who never does the dishes ${BLIND}`,
    turns: [
      about(
        "Hey Leo. I need to talk to my flatmate about the kitchen and I keep chickening out.",
        "advice",
        "flatmate/kitchen/talk/conversation/practi/rehears",
      ),
      about("His name is Rafe. He leaves dishes in the sink for days.", "advice", "Rafe/dishes/sink"),
      about(
        "Can you play Rafe so I can practise?",
        "role-play",
        "Rafe/I'll be/I'll play/ready/let's/go ahead",
      ),
      say(
        "Okay. Um, Rafe, sorry, I was maybe wondering if you could possibly do your dishes sometimes?",
        "role-play",
        either(
          mentions("sorry", "maybe", "possibly", "wondering", "hedg", "direct", "without", "apolog"),
          mentions("dishes", "later", "sink"),
        ),
      ),
      about("What's the two-breath pause again?", "advice", "breath/breathe/pause"),
      about(
        "Rafe, the dishes need to be done the same day. Can we agree on that?",
        "role-play",
        "dishes/same day/agree/deal/clear/direct/better",
      ),
      about(
        "What if he gets angry and says I'm nagging?",
        "advice",
        "angry/nag/calm/pause/breath/fair/repeat",
      ),
      about(
        "We split the bills 50/50 but I do 80% of the cleaning. Is it fair to bring that up?",
        "opinion",
        "fair/80/cleaning/bring/bills/split",
      ),
      about("How should I stand when I say it?", "advice", "stand/posture/feet/shoulder/eye contact/open"),
      about(
        "Maybe I should just leave him a note instead?",
        "opinion",
        "note/face/in person/talk/conversation/text",
      ),
      say(
        "We each pay 1,340 a month in rent. How much is that together in a year?",
        "word problem",
        number(32160),
      ),
      about(
        "I'm doing it tonight at 7. That's in 3 hours and 15 minutes. What time is it now?",
        "word problem",
        "3:45/15:45/quarter to four/3.45 pm/3.45pm",
      ),
      recall("Who am I talking to tonight, remind me?", "Rafe"),
      say(
        "Give me one last confidence drill before I go.",
        "advice",
        steps("drill", "breath", "pause", "feet", "stand", "mirror", "practi"),
      ),
      about("Wish me luck!", "greeting", "luck/got this/you can/go get/proud/mean it"),
    ],
  },
  {
    bot: "nana-rose",
    user: "Ifeoma",
    title: `the loan to my sister ${BLIND}`,
    turns: [
      about(
        "Hi Nana. Can I talk to you about something? I've had a falling out with my sister.",
        "advice",
        "sister/falling out/quarrel/fight/row/tell me/happened",
      ),
      about(
        "Her name is Adaeze. I lent her 600 pounds last spring and she hasn't paid any of it back.",
        "advice",
        "Adaeze/600/money/lent/loan/pound",
      ),
      about(
        "I brought it up at Sunday lunch and she stormed out.",
        "advice",
        "Adaeze/lunch/storm/sister/upset/private/embarrass/front of",
      ),
      about(
        "Was it wrong of me to mention it in front of everyone?",
        "opinion",
        "front of/everyone/private/wrong/embarrass/alone/family",
      ),
      about(
        "Yes Nana, I've eaten, I had toast. Anyway, should I call her or write to her?",
        "advice",
        "call/write/letter/phone/visit/voice/text",
      ),
      about(
        "What would I even say?",
        "advice",
        "sorry/love you/miss/something like/Adaeze/sister/money/loan",
      ),
      say(
        "If she paid me back 50 pounds a month, how many months until the 600 is cleared?",
        "word problem",
        all(number(12), mentions("month")),
      ),
      about(
        "My mum says I should just forget about the money. Is she right?",
        "opinion",
        "money/forget/mum/mother/relationship/worth",
      ),
      about(
        "Back in your day, did you ever fall out with your sister?",
        "about the bot",
        "sister/my day/fell out/quarrel/sibling/brother",
      ),
      about(
        "Adaeze's birthday is next Friday. Could I use that to make up?",
        "advice",
        "birthday/Friday/card/cake/gift/bake",
      ),
      about(
        "What could I bake for her?",
        "recipe",
        "cake/cookie/biscuit/pie/bread/scone/tart/sponge/brownie/loaf",
      ),
      say("How much did I lend her again?", "memory", number(600)),
      about(
        "I'm worried she'll think I only care about the money.",
        "feelings",
        "money/care/love/worr/sister/show her",
      ),
      recall("What's my sister's name, Nana? Just checking you were listening.", "Adaeze"),
      say(
        "Thank you Nana. I'll call her tonight.",
        "greeting",
        either(welcomesThanks(), saysGoodbye(), mentions("call", "proud", "tonight", "love")),
      ),
    ],
  },
  {
    bot: "ember-the-dragon",
    user: "Soren",
    title: `the honey jar and Sir Pellam ${BLIND}`,
    turns: [
      about(
        "Afternoon, Ember. I climbed Cinder Peak again and brought you something.",
        "greeting",
        "again/tribute/gift/brought/hmph/Cinder",
      ),
      scene("*unwraps a jar of honey* It's from my aunt Greta's beehives.", "honey/jar/Greta/bee"),
      regenerate(continuesScene("honey", "jar", "Greta", "bee")),
      scene(
        "A knight called Sir Pellam has been telling the village he'll slay you on Midsummer's Day.",
        "Pellam/knight/Midsummer",
      ),
      about("How many gold coins do you actually have? Roughly.", "about the bot", "gold/coin/thousand"),
      say(
        "If you spent 2,500 of your 40,000 coins on a new bed of rubies, how many would be left?",
        "word problem",
        number(37500),
      ),
      regenerate(number(37500)),
      about("What should I tell Sir Pellam?", "advice", "Pellam/tell him/knight/go away/leave/talk"),
      about(
        "Be honest: do you like it when I visit?",
        "about the bot",
        "visit/company/come/tolerate/like you/suppose",
      ),
      say(
        "Tell me a story about the first knight who ever tried to steal from you.",
        "story",
        story("knight"),
      ),
      regenerate(story("knight")),
      say(
        "What was in the jar I brought you, and who made it?",
        "memory",
        all(mentions("honey"), mentions("Greta")),
      ),
      recall("When is Sir Pellam coming?", "Midsummer"),
      about(
        "I'm feeling a bit down today, honestly. Work's been rough.",
        "feelings",
        "down/rough/work/sorry/stay/sit/listen/warm",
      ),
      say(
        "I'll come back on Thursday. Bye, you grump.",
        "greeting",
        either(saysGoodbye(), mentions("Thursday", "grump")),
      ),
    ],
  },
];
