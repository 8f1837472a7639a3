// The untouched held-out set (1 of 2): ten fifteen-turn conversations written after the last engine
// change, from the seeded cards and the eval alone (nobody writing them read the engine), run once
// and never tuned on. Role-play with the adventure, mystery, fantasy and sci-fi cards the other sets
// use least, advice, small talk, numbers, pronouns and regenerates. Its figure is reported on its own.
import { all, either, joke, mentions, number, steps, story } from "../checks";
import { continuesScene, inOrder } from "../conversation-checks";
import type { Conversation } from "../types";
import { greets, saysGoodbye } from "./common";
import { regenerate, say } from "./held-out-15-turns";

export const UNTOUCHED = "(untouched held out)";

export const heldOutUntouched: Conversation[] = [
  {
    bot: "amara-stone",
    user: "Priya",
    title: `the glass frog expedition ${UNTOUCHED}`,
    turns: [
      say("Morning Amara! Where are we headed today?", "greeting", greets()),
      say(
        "*points* There's a tiny green frog on that leaf by the river!",
        "role-play",
        continuesScene("frog", "leaf", "river"),
      ),
      say(
        "I take a photo with my old camera, the one my uncle Felipe gave me.",
        "role-play",
        continuesScene("camera", "photo", "Felipe"),
      ),
      say(
        "We follow the river upstream to the waterfall.",
        "role-play",
        continuesScene("waterfall", "upstream"),
      ),
      regenerate(continuesScene("waterfall", "river")),
      say(
        "*kneels in the mud* Are these jaguar tracks?",
        "role-play",
        continuesScene("jaguar", "track", "paw", "print"),
      ),
      say(
        "How far can a jaguar walk in one night?",
        "small talk",
        mentions("jaguar", "mile", "km", "kilomet", "territor"),
      ),
      say("Who gave me my camera?", "memory", mentions("Felipe")),
      say(
        "We set up camp on a flat rock above the waterfall.",
        "role-play",
        continuesScene("camp", "rock", "waterfall"),
      ),
      say(
        "If we walk 3 km an hour, how long will the 12 km back to the boat take?",
        "word problem",
        all(number(4), mentions("hour")),
      ),
      say(
        "I hear something moving in the bushes. Is it dangerous?",
        "role-play",
        continuesScene("bush", "rustl", "sound", "moving", "danger"),
      ),
      say(
        "Summarize the expedition so far",
        "recap",
        inOrder("frog", "camera", "waterfall", "jaguar", "camp"),
      ),
      say(
        "Honestly I'm exhausted, my feet hurt",
        "feelings",
        mentions("feet", "foot", "rest", "tired", "exhaust", "blister", "sit"),
      ),
      say("Tell me one cool fact about frogs", "small talk", mentions("frog")),
      say("Thanks Amara, goodnight", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "quinn-marlowe",
    user: "Tomas",
    title: `the clockmaker's safe ${UNTOUCHED}`,
    turns: [
      say(
        "Hello? Who's there? The door just locked!",
        "greeting",
        mentions("welcome", "hello", "locked", "door", "clock", "minute"),
      ),
      say("*looks around the Clockmaker's Study*", "role-play", continuesScene("study", "clock", "room")),
      say("I pick up the brass key on the desk", "role-play", continuesScene("key", "desk", "brass")),
      say(
        "There's a portrait of a woman called Eleanor Finch on the wall. I look behind it.",
        "role-play",
        continuesScene("Eleanor", "portrait", "painting"),
      ),
      say(
        "Behind the portrait is a safe with a 4-digit lock. Can I have a hint?",
        "role-play",
        continuesScene("safe", "hint", "digit", "lock"),
      ),
      regenerate(continuesScene("safe", "hint", "digit", "lock")),
      say("The clock shows 7:45. If I add up the digits, what do I get?", "word problem", number(16)),
      say("Whose portrait was it?", "memory", mentions("Eleanor")),
      say("I try the brass key in the safe", "role-play", continuesScene("key", "safe", "brass")),
      say(
        "Inside the safe is a letter signed E.F. I read it.",
        "role-play",
        continuesScene("letter", "E.F", "Eleanor"),
      ),
      say("I've used 23 of my 60 minutes. How many are left?", "word problem", number(37)),
      say("Summarize the puzzle so far", "recap", inOrder("key", "portrait", "safe", "letter")),
      say(
        "I'm stuck and a bit frustrated",
        "feelings",
        mentions("stuck", "frustrat", "hint", "breath", "normal", "close"),
      ),
      say(
        "Is this your favourite escape room?",
        "about the bot",
        mentions("room", "favourite", "favorite", "study", "clock", "escape"),
      ),
      say("I give up for tonight. Bye Quinn!", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "sir-cedric",
    user: "Hana",
    title: `the missing girl at the Old Mill ${UNTOUCHED}`,
    turns: [
      say("Well met, Sir Cedric!", "greeting", either(greets(), mentions("well met", "hail", "greetings"))),
      say(
        "Biscuit is eating the notice about a missing girl named Wren! *grabs the notice*",
        "role-play",
        continuesScene("Wren", "notice", "Biscuit"),
      ),
      say(
        "The notice says she was last seen near the Old Mill. We ride there.",
        "role-play",
        continuesScene("Old Mill", "mill", "ride"),
      ),
      say("*dismounts and pushes open the mill door*", "role-play", continuesScene("mill", "door")),
      say("I find a muddy silver locket on the floor", "role-play", continuesScene("locket", "silver")),
      regenerate(continuesScene("locket", "silver")),
      say(
        "A goose is blocking the path to the river!",
        "role-play",
        continuesScene("goose", "geese", "path"),
      ),
      say("What was the missing girl's name?", "memory", mentions("Wren")),
      say(
        "If Biscuit eats 4 apples a day, how many apples do we need for a 9-day quest?",
        "word problem",
        all(number(36), mentions("apple")),
      ),
      say(
        "Do you think it's safe to cross the river at night?",
        "opinion",
        mentions("river", "night", "dark", "cross", "safe"),
      ),
      say(
        "We follow the footprints into the Whispering Woods",
        "role-play",
        continuesScene("Whispering Woods", "wood", "footprint"),
      ),
      say("Summarize our quest so far", "recap", inOrder("Wren", "mill", "locket", "Whispering Woods")),
      say("Tell me a joke about horses", "joke", joke("horse", "Biscuit", "pony", "hay", "neigh")),
      say(
        "I'm worried we won't find her",
        "feelings",
        mentions("worr", "find her", "hope", "promise", "upon my sword", "Wren", "fear"),
      ),
      say("Let's rest at the inn. Goodnight, Cedric.", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "juno-vega",
    user: "Ollie",
    title: `the time pod in the flowerbed ${UNTOUCHED}`,
    turns: [
      say(
        "Uh... hi? Why is there a time pod in my flowerbed?",
        "greeting",
        mentions("hi", "hello", "sorry", "pod", "tulip", "flowerbed"),
      ),
      say(
        "It's 2026. And yes, I have duct tape. *hands her the roll*",
        "role-play",
        continuesScene("duct tape", "tape", "roll"),
      ),
      say(
        "I open the pod's panel. There's a cracked blue crystal labelled CHRONO-9.",
        "role-play",
        continuesScene("crystal", "CHRONO-9", "panel"),
      ),
      say(
        "My neighbour Mrs. Okafor is peeking over the fence!",
        "role-play",
        continuesScene("Okafor", "neighbour", "neighbor", "fence"),
      ),
      say("How many years are there between 2026 and 2387?", "word problem", number(361)),
      say("We try to fix the crystal with my superglue", "role-play", continuesScene("crystal", "glue")),
      regenerate(continuesScene("crystal", "glue")),
      say("What's the crystal called again?", "memory", mentions("CHRONO-9")),
      say("Is coffee really that amazing to you?", "about the bot", mentions("coffee")),
      say(
        "Tell me one spoiler about the future",
        "small talk",
        mentions("future", "2387", "paradox", "spoiler", "timeline"),
      ),
      say("The pod starts beeping louder. *steps back*", "role-play", continuesScene("pod", "beep")),
      say(
        "I feel a bit overwhelmed, honestly",
        "feelings",
        mentions("overwhelm", "breath", "okay", "sorry", "a lot", "slow"),
      ),
      say(
        "Summarize what's happened since you crashed",
        "recap",
        inOrder("duct tape", "crystal", "Okafor", "glue"),
      ),
      say(
        "If you need 3 new crystals at 120 credits each, what do they cost?",
        "word problem",
        all(number(360), mentions("credit")),
      ),
      say("Good luck fixing it. Bye Juno!", "greeting", saysGoodbye()),
    ],
  },
  {
    bot: "kai-morrow",
    user: "Femi",
    title: `the rope bridge and the hail ${UNTOUCHED}`,
    turns: [
      say("Morning Kai. Boots laced, let's go.", "greeting", either(greets(), mentions("ridge", "let's"))),
      say(
        "*looks up at the clouds* Is that a storm coming?",
        "role-play",
        continuesScene("cloud", "storm", "rain", "weather"),
      ),
      say(
        "My friend Dani is lagging behind with the heavy red backpack.",
        "role-play",
        continuesScene("Dani", "backpack"),
      ),
      say(
        "We reach the first ridge and see a rope bridge over the gorge.",
        "role-play",
        continuesScene("rope bridge", "bridge", "gorge"),
      ),
      say("I test the bridge with one foot", "role-play", continuesScene("bridge", "rope", "plank")),
      regenerate(continuesScene("bridge", "rope", "plank")),
      say(
        "How do I build a shelter if we get stuck up here?",
        "advice",
        steps("shelter", "tarp", "branch", "wind"),
      ),
      say(
        "We've walked 9 km and base camp is 14 km in total. How much further?",
        "word problem",
        all(number(5), mentions("km", "kilomet")),
      ),
      say("Who is carrying the red backpack?", "memory", mentions("Dani")),
      say("It starts to hail! *pulls up my hood*", "role-play", continuesScene("hail", "hood", "ice")),
      say("We take cover in a cave under the second ridge", "role-play", continuesScene("cave", "ridge")),
      say("Tell me a campfire story", "story", story("camp", "fire", "mountain", "star", "night", "ridge")),
      say("Summarize our trek so far", "recap", inOrder("Dani", "bridge", "hail", "cave")),
      say(
        "Which star is that, the really bright one?",
        "small talk",
        mentions("star", "Sirius", "Venus", "planet", "Polaris", "north"),
      ),
      say("I'm going to sleep. Night, Kai.", "greeting", saysGoodbye()),
    ],
  },
];
