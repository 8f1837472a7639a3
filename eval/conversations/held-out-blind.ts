// The blind held-out set (1 of 3): twelve fifteen-turn conversations written from the seeded cards
// and the eval's checks alone, by someone who read neither the engine nor its replies, with other
// names, props, numbers and phrasings than every other set. Every check was written before the first
// run, and the set is never tuned on: its figure is the honest measure of how the engine meets
// text nobody tuned it on. Here: role-play scenes with scenario bots (a noir case, a derelict ship,
// a heist, a haunted library with regenerates), each naming people, places and objects early,
// using them later and asking what we know so far.
import { all, either, mentions, number } from "../checks";
import { continuesScene, inOrder } from "../conversation-checks";
import type { Conversation } from "../types";
import { about, recall, scene } from "./blind-turns";
import { greets, saysGoodbye } from "./common";
import { regenerate, say } from "./held-out-15-turns";

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
      scene(
        "My brother Otto vanished on Tuesday. The last place anyone saw him was the Blue Parrot lounge on Dock Street.",
        "Otto/Blue Parrot/Dock Street/brother",
      ),
      scene(
        "*slides a crumpled pawn ticket across the desk* This was in his coat pocket. Number 318.",
        "pawn/ticket/318",
      ),
      scene(
        "We take a cab to the Blue Parrot. What do we see when we walk in?",
        "Blue Parrot/lounge/bar/stage/band/piano",
      ),
      scene("I ask the singer, a woman called Lorraine Vey, if she knows Otto.", "Lorraine/Otto"),
      scene("She goes pale and says Otto owed money to a man named Gus Pell.", "Gus/Pell/owed/debt"),
      about("What's your hunch, Hollis?", "opinion", "Gus/Pell/Otto/Lorraine/ticket/pawn/debt/money"),
      scene("Next morning we go to the pawn shop and hand over ticket 318.", "pawn/318/ticket"),
      scene(
        "The clerk brings out a silver cigarette case engraved with the initials G.P.",
        "cigarette case/G.P/Gus/Pell/engrav/initials",
      ),
      say("What do we know so far?", "recap", inOrder("Otto", "Blue Parrot", "Gus", "cigarette")),
      recall("Who did Otto owe money to?", "Gus/Pell"),
      say("What was the number on the pawn ticket again?", "memory", number(318)),
      about(
        "This is all a lot. I haven't slept properly since he disappeared.",
        "feelings",
        "sleep/slept/rest/tired/exhaust/worr/find him/Otto",
      ),
      scene(
        "*puts on my coat* Let's pay Gus Pell a visit at his warehouse on Pier 9.",
        "Gus/Pell/warehouse/Pier 9/pier",
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
      scene(
        "Sensors picked up a derelict freighter drifting near the nebula. The hull says KESTREL.",
        "Kestrel/freighter/derelict",
      ),
      scene("Let's dock with her. I'll take a team through the airlock.", "airlock/dock/Kestrel/team"),
      scene(
        "*switches on my helmet lamp* The corridors are frozen. I find a crew badge for an engineer named Tamsin Roe.",
        "Tamsin/Roe/badge",
      ),
      scene("There's a blinking data shard jammed in the navigation console.", "data shard/shard/console"),
      scene(
        "I plug the shard into my wrist pad. What does it show?",
        "shard/Tamsin/Kestrel/log/message/recording/coordinates",
      ),
      scene("Wait, something is moving in cargo bay 4!", "cargo bay/bay/moving/movement"),
      say(
        "If the Kestrel's tanks hold 540 hours of air for one person, how long would they last for 6 people?",
        "word problem",
        all(number(90), mentions("hour")),
      ),
      scene("We find Tamsin alive, hiding in cargo bay 4! *kneels beside her*", "Tamsin/cargo bay/bay"),
      say("What do we know so far, Captain?", "recap", inOrder("Kestrel", "Tamsin", "shard", "cargo bay")),
      recall("What was the engineer's name?", "Tamsin"),
      about(
        "Honestly Captain, I'm not sure I'm cut out to be first officer.",
        "feelings",
        "first officer/Number One/cut out/doubt/trust/believe/promoted/chose you",
      ),
      about(
        "Do we tow the Kestrel home or leave her? What's your call?",
        "opinion",
        "tow/Kestrel/leave/salvage",
      ),
      scene(
        "Full burn back to the Stellar Drift! *straps Tamsin into a seat*",
        "Stellar Drift/Tamsin/burn/seat",
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
      about("Rio! I got your message. What's the plan?", "role-play", "plan/map/heist/crown/temple"),
      scene(
        "So Baxter Holt stole the Serpent Crown and keeps it in his villa above Port Sable?",
        "Baxter/Holt/Serpent Crown/crown/Port Sable/villa",
      ),
      scene(
        "I've got the villa's floor plan. The vault is behind the wine cellar.",
        "vault/wine cellar/cellar/floor plan",
      ),
      scene("My cousin Nico can drive the getaway boat.", "Nico/boat/getaway"),
      scene("*climbs over the villa wall at midnight* Any guards?", "guard/wall/villa/midnight"),
      scene("A guard dog named Brutus growls at us. I toss him a sausage.", "Brutus/dog/sausage"),
      scene("We sneak down to the wine cellar. The vault has a keypad.", "keypad/vault/cellar/code"),
      say(
        "The code is Holt's birth year. He was born 52 years before 2026. What's the code?",
        "word problem",
        number(1974),
      ),
      scene("*types it in* The vault swings open. I grab the Serpent Crown!", "Serpent Crown/crown/vault"),
      scene("Alarms! We run for the dock where Nico waits with the boat.", "Nico/boat/dock"),
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
      recall("Who drove the getaway boat?", "Nico"),
      about(
        "That was amazing. I've never done anything like this before!",
        "feelings",
        "amazing/bold/first time/natural/proud/fortune/adrenaline/thrill",
      ),
      say(
        "Let's split the reward: 12,000 coins between the three of us. How much each?",
        "word problem",
        all(number(4000), mentions("coin", "each")),
      ),
    ],
  },
  {
    bot: "agatha-vale",
    user: "Pim",
    title: `Harriet Crowe's diary ${BLIND}`,
    turns: [
      about(
        "Hello? The doors are locked... who lit that candle?",
        "greeting",
        "candle/Agatha/lock/evening/library/ghost",
      ),
      scene(
        "*holds up my phone torch* I'm looking for a diary that belonged to a Miss Harriet Crowe.",
        "Harriet/Crowe/diary",
      ),
      regenerate(continuesScene("Harriet", "Crowe", "diary")),
      scene("I search the poetry section for a red spine.", "poetry/red/spine"),
      scene("I find it! The diary is locked with a tiny brass clasp.", "clasp/brass/diary/lock"),
      regenerate(continuesScene("clasp", "brass", "diary")),
      scene("Is there a key somewhere? Give me a hint, not the answer.", "key/hint/clasp/diary"),
      say(
        "The reading room clock says 11:15 but my phone says 12:50. How many minutes slow is the clock?",
        "word problem",
        all(number(95), mentions("minute")),
      ),
      scene(
        "*opens the clasp with the key from the clock* What does Harriet's first page say?",
        "Harriet/page/diary/wrote/written/ink",
      ),
      about("Who was Harriet Crowe to you?", "about the bot", "Harriet/Crowe"),
      regenerate(mentions("Harriet", "Crowe")),
      say(
        "Summarize what we've found so far.",
        "recap",
        all(inOrder("Harriet", "clasp"), mentions("clock"), mentions("poetry", "red")),
      ),
      about(
        "Honestly this place is creeping me out a bit.",
        "feelings",
        "creep/scar/afraid/frighten/safe/harm/spooky/fear/worr/don't be",
      ),
      regenerate(
        mentions("creep", "scar", "afraid", "frighten", "safe", "harm", "spooky", "fear", "worr", "don't be"),
      ),
      say(
        "Please let me out now, Agatha. Goodnight!",
        "greeting",
        either(saysGoodbye(), mentions("door", "unlock", "out")),
      ),
    ],
  },
];
