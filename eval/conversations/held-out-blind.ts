// The blind held-out set (1 of 2): twelve fifteen-turn conversations written from the seeded cards
// and the eval's checks alone, by someone who read neither the engine nor its replies, with other
// names, props, numbers and phrasings than every other set. Each check was written before the first
// run; the set is never tuned on, so its figure is the honest measure of text nobody tuned the
// engine on. Here: three role-play scenes (a noir case, a derelict ship, a heist) and three advice
// conversations with a concrete situation.
import { all, either, mentions, number, steps } from "../checks";
import { continuesScene, inOrder } from "../conversation-checks";
import type { Conversation } from "../types";
import { greets, saysGoodbye, welcomesThanks } from "./common";
import { say } from "./held-out-15-turns";

export const BLIND = "(blind held out)";

export const heldOutBlind: Conversation[] = [
  {
    bot: "detective-hollis",
    user: "Marta",
    title: `the pawn ticket and the Blue Parrot ${BLIND}`,
    turns: [
      say(
        "Evening, Mr Crane. Sorry to barge in, nobody else would take my case.",
        "greeting",
        either(greets(), mentions("case", "sit", "kid")),
      ),
      say(
        "My brother Otto vanished on Tuesday. The last place anyone saw him was the Blue Parrot lounge on Dock Street.",
        "role-play",
        continuesScene("Otto", "Blue Parrot", "Dock Street", "brother"),
      ),
      say(
        "*slides a crumpled pawn ticket across the desk* This was in his coat pocket. Number 318.",
        "role-play",
        continuesScene("pawn", "ticket", "318"),
      ),
      say(
        "We take a cab to the Blue Parrot. What do we see when we walk in?",
        "role-play",
        continuesScene("Blue Parrot", "lounge", "bar", "stage", "band", "piano"),
      ),
      say(
        "I ask the singer, a woman called Lorraine Vey, if she knows Otto.",
        "role-play",
        continuesScene("Lorraine", "Otto"),
      ),
      say(
        "She goes pale and says Otto owed money to a man named Gus Pell.",
        "role-play",
        continuesScene("Gus", "Pell", "owed", "debt"),
      ),
      say(
        "What's your hunch, Hollis?",
        "opinion",
        mentions("Gus", "Pell", "Otto", "Lorraine", "ticket", "pawn", "debt", "money"),
      ),
      say(
        "Next morning we go to the pawn shop and hand over ticket 318.",
        "role-play",
        continuesScene("pawn", "318", "ticket"),
      ),
      say(
        "The clerk brings out a silver cigarette case engraved with the initials G.P.",
        "role-play",
        continuesScene("cigarette case", "G.P", "Gus", "Pell", "engrav", "initials"),
      ),
      say("What do we know so far?", "recap", inOrder("Otto", "Blue Parrot", "Gus", "cigarette")),
      say("Who did Otto owe money to?", "memory", mentions("Gus", "Pell")),
      say("What was the number on the pawn ticket again?", "memory", number(318)),
      say(
        "This is all a lot. I haven't slept properly since he disappeared.",
        "feelings",
        mentions("sleep", "slept", "rest", "tired", "exhaust", "worr", "find him", "Otto"),
      ),
      say(
        "*puts on my coat* Let's pay Gus Pell a visit at his warehouse on Pier 9.",
        "role-play",
        continuesScene("Gus", "Pell", "warehouse", "Pier 9", "pier"),
      ),
      say("Thanks, Hollis. Same time tomorrow?", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "captain-nova",
    user: "Deshawn",
    title: `the derelict freighter Kestrel ${BLIND}`,
    turns: [
      say(
        "Reporting to the bridge, Captain.",
        "greeting",
        either(greets(), mentions("Number One", "bridge", "officer")),
      ),
      say(
        "Sensors picked up a derelict freighter drifting near the nebula. The hull says KESTREL.",
        "role-play",
        continuesScene("Kestrel", "freighter", "derelict"),
      ),
      say(
        "Let's dock with her. I'll take a team through the airlock.",
        "role-play",
        continuesScene("airlock", "dock", "Kestrel", "team"),
      ),
      say(
        "*switches on my helmet lamp* The corridors are frozen. I find a crew badge for an engineer named Tamsin Roe.",
        "role-play",
        continuesScene("Tamsin", "Roe", "badge"),
      ),
      say(
        "There's a blinking data shard jammed in the navigation console.",
        "role-play",
        continuesScene("data shard", "shard", "console"),
      ),
      say(
        "I plug the shard into my wrist pad. What does it show?",
        "role-play",
        continuesScene("shard", "Tamsin", "Kestrel", "log", "message", "recording", "coordinates"),
      ),
      say(
        "Wait, something is moving in cargo bay 4!",
        "role-play",
        continuesScene("cargo bay", "bay", "moving", "movement"),
      ),
      say(
        "If the Kestrel's tanks hold 540 hours of air for one person, how long would they last for 6 people?",
        "word problem",
        all(number(90), mentions("hour")),
      ),
      say(
        "We find Tamsin alive, hiding in cargo bay 4! *kneels beside her*",
        "role-play",
        continuesScene("Tamsin", "cargo bay", "bay"),
      ),
      say("What do we know so far, Captain?", "recap", inOrder("Kestrel", "Tamsin", "shard", "cargo bay")),
      say("What was the engineer's name?", "memory", mentions("Tamsin")),
      say(
        "Honestly Captain, I'm not sure I'm cut out to be first officer.",
        "feelings",
        mentions(
          "first officer",
          "Number One",
          "cut out",
          "doubt",
          "trust",
          "believe",
          "promoted",
          "chose you",
        ),
      ),
      say(
        "Do we tow the Kestrel home or leave her? What's your call?",
        "opinion",
        mentions("tow", "Kestrel", "leave", "salvage"),
      ),
      say(
        "Full burn back to the Stellar Drift! *straps Tamsin into a seat*",
        "role-play",
        continuesScene("Stellar Drift", "Tamsin", "burn", "seat"),
      ),
      say(
        "Good work today, Captain. Signing off.",
        "greeting",
        either(saysGoodbye(), mentions("captain's log", "signing off", "good work", "dismissed")),
      ),
    ],
  },
  {
    bot: "rio-vance",
    user: "Keiko",
    title: `the Serpent Crown heist ${BLIND}`,
    turns: [
      say(
        "Rio! I got your message. What's the plan?",
        "role-play",
        mentions("plan", "map", "heist", "crown", "temple"),
      ),
      say(
        "So Baxter Holt stole the Serpent Crown and keeps it in his villa above Port Sable?",
        "role-play",
        continuesScene("Baxter", "Holt", "Serpent Crown", "crown", "Port Sable", "villa"),
      ),
      say(
        "I've got the villa's floor plan. The vault is behind the wine cellar.",
        "role-play",
        continuesScene("vault", "wine cellar", "cellar", "floor plan"),
      ),
      say(
        "My cousin Nico can drive the getaway boat.",
        "role-play",
        continuesScene("Nico", "boat", "getaway"),
      ),
      say(
        "*climbs over the villa wall at midnight* Any guards?",
        "role-play",
        continuesScene("guard", "wall", "villa", "midnight"),
      ),
      say(
        "A guard dog named Brutus growls at us. I toss him a sausage.",
        "role-play",
        continuesScene("Brutus", "dog", "sausage"),
      ),
      say(
        "We sneak down to the wine cellar. The vault has a keypad.",
        "role-play",
        continuesScene("keypad", "vault", "cellar", "code"),
      ),
      say(
        "The code is Holt's birth year. He was born 52 years before 2026. What's the code?",
        "word problem",
        number(1974),
      ),
      say(
        "*types it in* The vault swings open. I grab the Serpent Crown!",
        "role-play",
        continuesScene("Serpent Crown", "crown", "vault"),
      ),
      say(
        "Alarms! We run for the dock where Nico waits with the boat.",
        "role-play",
        continuesScene("Nico", "boat", "dock"),
      ),
      say(
        "*catching my breath on the boat* Okay, what do we know so far?",
        "recap",
        all(inOrder("Baxter", "Brutus"), mentions("Nico"), mentions("crown")),
      ),
      say(
        "How far is the harbour if we go 18 knots for two and a half hours? In nautical miles.",
        "word problem",
        all(number(45), mentions("nautical", "mile")),
      ),
      say("Who drove the getaway boat?", "memory", mentions("Nico")),
      say(
        "That was amazing. I've never done anything like this before!",
        "feelings",
        mentions("amazing", "bold", "first", "natural", "proud", "fortune", "adrenaline", "thrill", "never"),
      ),
      say(
        "Let's split the reward: 12,000 coins between the three of us. How much each?",
        "word problem",
        all(number(4000), mentions("coin", "each")),
      ),
    ],
  },
  {
    bot: "priya-anand",
    user: "Bilal",
    title: `two job offers ${BLIND}`,
    turns: [
      say(
        "Hi Priya. I've got two job offers and I can't decide.",
        "advice",
        mentions("offer", "decide", "decision", "compare", "two"),
      ),
      say(
        "One is at a big bank, 58,000 a year, in the office five days. The other is a startup, 52,000, fully remote.",
        "advice",
        mentions("bank", "startup", "remote", "58", "52", "office", "salary"),
      ),
      say("What's the difference in pay per month?", "word problem", number(500)),
      say(
        "My commute to the bank would be 50 minutes each way. How many hours a week is that?",
        "word problem",
        either(number(8.33, 0.005), all(number(8), number(20))),
      ),
      say(
        "Is the extra money worth that commute?",
        "opinion",
        mentions("commute", "worth", "hour", "time", "money", "remote"),
      ),
      say(
        "The startup only has 18 months of funding left. Is that a red flag?",
        "opinion",
        mentions("runway", "funding", "18 months", "risk", "red flag", "startup"),
      ),
      say(
        "What questions should I ask them before I decide?",
        "advice",
        steps("ask", "question", "funding", "runway", "revenue", "team"),
      ),
      say(
        "Can I negotiate the startup up to the bank's salary?",
        "advice",
        mentions("negotiat", "counter", "58", "salary", "offer"),
      ),
      say(
        "How do I say it without sounding greedy?",
        "advice",
        mentions(
          "greedy",
          "script",
          "something like",
          "you could say",
          "try saying",
          "excited",
          "value",
          "market",
        ),
      ),
      say(
        "I'm scared of picking wrong and regretting it.",
        "feelings",
        mentions("regret", "scared", "fear", "wrong", "normal", "no perfect", "reversible", "learn"),
      ),
      say(
        "My partner Hira thinks I should take the remote job.",
        "advice",
        mentions("Hira", "partner", "remote"),
      ),
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
      say("What did Hira think I should do?", "memory", mentions("remote")),
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
      say(
        "Hey Leo. I need to talk to my flatmate about the kitchen and I keep chickening out.",
        "advice",
        mentions("flatmate", "kitchen", "talk", "conversation", "practi", "rehears"),
      ),
      say(
        "His name is Rafe. He leaves dishes in the sink for days.",
        "advice",
        mentions("Rafe", "dishes", "sink"),
      ),
      say(
        "Can you play Rafe so I can practise?",
        "role-play",
        mentions("Rafe", "I'll be", "I'll play", "ready", "let's", "go ahead"),
      ),
      say(
        "Okay. Um, Rafe, sorry, I was maybe wondering if you could possibly do your dishes sometimes?",
        "role-play",
        either(
          mentions("sorry", "maybe", "possibly", "wondering", "hedg", "direct", "without", "apolog"),
          mentions("dishes", "later", "sink"),
        ),
      ),
      say("What's the two-breath pause again?", "advice", mentions("breath", "breathe", "pause")),
      say(
        "Rafe, the dishes need to be done the same day. Can we agree on that?",
        "role-play",
        mentions("dishes", "same day", "agree", "deal", "clear", "direct", "better"),
      ),
      say(
        "What if he gets angry and says I'm nagging?",
        "advice",
        mentions("angry", "nag", "calm", "pause", "breath", "fair", "repeat"),
      ),
      say(
        "We split the bills 50/50 but I do 80% of the cleaning. Is it fair to bring that up?",
        "opinion",
        mentions("fair", "80", "cleaning", "bring", "bills", "split"),
      ),
      say(
        "How should I stand when I say it?",
        "advice",
        mentions("stand", "posture", "feet", "shoulder", "eye contact", "open"),
      ),
      say(
        "Maybe I should just leave him a note instead?",
        "opinion",
        mentions("note", "face", "in person", "talk", "conversation", "text"),
      ),
      say(
        "We each pay 1,340 a month in rent. How much is that together in a year?",
        "word problem",
        number(32160),
      ),
      say(
        "I'm doing it tonight at 7. That's in 3 hours and 15 minutes. What time is it now?",
        "word problem",
        mentions("3:45", "15:45", "quarter to four", "3.45 pm", "3.45pm"),
      ),
      say("Who am I talking to tonight, remind me?", "memory", mentions("Rafe")),
      say(
        "Give me one last confidence drill before I go.",
        "advice",
        steps("drill", "breath", "pause", "feet", "stand", "mirror", "practi"),
      ),
      say("Wish me luck!", "greeting", mentions("luck", "got this", "you can", "go get", "proud", "mean it")),
    ],
  },
  {
    bot: "nana-rose",
    user: "Ifeoma",
    title: `the loan to my sister ${BLIND}`,
    turns: [
      say(
        "Hi Nana. Can I talk to you about something? I've had a falling out with my sister.",
        "advice",
        mentions("sister", "falling out", "quarrel", "fight", "row", "tell me", "happened"),
      ),
      say(
        "Her name is Adaeze. I lent her 600 pounds last spring and she hasn't paid any of it back.",
        "advice",
        mentions("Adaeze", "600", "money", "lent", "loan", "pound"),
      ),
      say(
        "I brought it up at Sunday lunch and she stormed out.",
        "advice",
        mentions("Adaeze", "lunch", "storm", "sister", "upset", "private", "embarrass", "front of"),
      ),
      say(
        "Was it wrong of me to mention it in front of everyone?",
        "opinion",
        mentions("front of", "everyone", "private", "wrong", "embarrass", "alone", "family"),
      ),
      say(
        "Yes Nana, I've eaten, I had toast. Anyway, should I call her or write to her?",
        "advice",
        mentions("call", "write", "letter", "phone", "visit", "voice", "text"),
      ),
      say(
        "What would I even say?",
        "advice",
        mentions("sorry", "love you", "miss", "something like", "Adaeze", "sister", "money", "loan"),
      ),
      say(
        "If she paid me back 50 pounds a month, how many months until the 600 is cleared?",
        "word problem",
        all(number(12), mentions("month")),
      ),
      say(
        "My mum says I should just forget about the money. Is she right?",
        "opinion",
        mentions("money", "forget", "mum", "mother", "relationship", "worth"),
      ),
      say(
        "Back in your day, did you ever fall out with your sister?",
        "about the bot",
        mentions("sister", "my day", "fell out", "quarrel", "sibling", "brother"),
      ),
      say(
        "Adaeze's birthday is next Friday. Could I use that to make up?",
        "advice",
        mentions("birthday", "Friday", "card", "cake", "gift", "bake"),
      ),
      say(
        "What could I bake for her?",
        "recipe",
        mentions("cake", "cookie", "biscuit", "pie", "bread", "scone", "tart", "sponge", "brownie", "loaf"),
      ),
      say("How much did I lend her again?", "memory", number(600)),
      say(
        "I'm worried she'll think I only care about the money.",
        "feelings",
        mentions("money", "care", "love", "worr", "sister", "show her"),
      ),
      say("What's my sister's name, Nana? Just checking you were listening.", "memory", mentions("Adaeze")),
      say(
        "Thank you Nana. I'll call her tonight.",
        "greeting",
        either(welcomesThanks(), saysGoodbye(), mentions("call", "proud", "tonight", "love")),
      ),
    ],
  },
];
