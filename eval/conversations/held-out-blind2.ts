// Blind set #2 (1 of 3): three role-play scenes and a fantasy scene with regenerates, fifteen turns
// each, written from the seed cards and the eval alone by someone who read neither the engine nor any
// of its replies, every check written before the first run. Never tuned on: its figure is the honest one.
import { either, number, story } from "../checks";
import { inOrder } from "../conversation-checks";
import type { Conversation } from "../types";
import { act, ask, asksRiddle, BLIND2, goodbye, hello, news, regenerate, say, scene } from "./blind2-turns";

const CARE = "medkit/Ortiz/medbay/sickbay/safe/hurt/injur/doctor/blanket/shuttle";
const LETTERS = "Rosalind/Edmund/Hale/letter/love/ink/dear/secret/promise/heart";
// A greeting back like every other greeting turn of the set (the member's name counts), or her forest.
const GREET = hello(
  "Ravi",
  ..."Silverwood/traveller/little star/song/forest/pool/Elara/moon/heart/seek/lost one".split("/"),
);
const VERDICT =
  "yes/correct/right/clever/well done/indeed/not quite/alas/close/try again/wrong/answer was/answer is/ring";
const SILVERWOOD = ["Silverwood", "tree", "forest", "moon", "star", "owl", "elf", "pool"];

export const heldOutBlind2: Conversation[] = [
  {
    bot: "captain-nova",
    user: "Dev",
    title: `the Marigold's distress beacon ${BLIND2}`,
    turns: [
      say(
        "hi captain, first officer reporting. whats the situation",
        "greeting",
        hello("Dev", "signal", "nebula", "Number One", "log", "sensor"),
      ),
      act(
        "ok lets investigate. set course for the nebula",
        "signal/burn/engine/helm/sensor/shield/hull/gas/cloud/storm/closer",
      ),
      act(
        "*scans the signal* who's sending it?",
        "ship/beacon/source/alien/distress/message/pattern/freighter/probe/station/unknown",
      ),
      act(
        "our science officer Lt. Ortiz says its a distress beacon from a freighter called the Marigold",
        "Ortiz/Marigold/hail/crew/survivor/life sign/dock/airlock/shuttle/scan/static",
      ),
      act("hail them", "Marigold/freighter/beacon/Ortiz"),
      regenerate(scene("Marigold/freighter/beacon/Ortiz")),
      act(
        "no answer. i take a shuttle over with Ortiz and the medkit",
        "Marigold/freighter/dock/airlock/hull/dark/corridor/board/medkit/Ortiz",
      ),
      act(
        "*opens the airlock* what do we see inside",
        "Marigold/Ortiz/corridor/dark/light/crew/frost/cargo/crate/empty/alarm/body/bodies",
      ),
      act(
        "theres a crew member hiding behind the crates, a kid, says her name is Tali",
        "Tali/medkit/Ortiz/hurt/scared/safe/family/what happened/okay",
      ),
      ask("wait, what was the name of the freighter again?", "memory", "Marigold"),
      say(
        "the shuttle has 6 seats and there's 2 of us. how many more can we take?",
        "word problem",
        either(number(4), news("four")),
      ),
      act(
        "Tali says the rest of the crew went into the cargo hold. we go there",
        "cargo hold/Tali/door/dark/sealed/cold/frost/found/light/crate/Ortiz",
      ),
      say("ok captain, what do we know so far?", "recap", inOrder("Marigold", "shuttle", "Tali", "cargo")),
      ask("is Tali going to be ok?", "role-play", CARE),
      say(
        "great work today captain. signing off",
        "greeting",
        goodbye("Number One", "log", "rest", "dismissed"),
      ),
    ],
  },
  {
    bot: "agatha-vale",
    user: "Mei",
    title: `the letters to Rosalind ${BLIND2}`,
    turns: [
      say(
        "um hello?? who lit that candle",
        "greeting",
        hello("Mei", "Agatha", "ghost", "library", "Blackthorn", "dear", "creak", "step", "haunt", "mystery"),
      ),
      act(
        "ok a ghost. cool cool cool. what mystery?",
        "diary/book/secret/letter/missing/passage/shelf/clue/key/vanish/librarian/stolen",
      ),
      act(
        "I pull a red leather book off the shelf, it says 'Property of Edmund Hale' inside",
        "Edmund/Hale/page/ink/dust/candle/flicker/date/initial/handwrit/note/letter",
      ),
      ask(
        "who was Edmund Hale?",
        "role-play",
        "librarian/scholar/gentleman/poet/clerk/keeper/vanish/disappear/died/lived/wrote/worked/owner/reader/student/professor/collector/friend",
      ),
      act(
        "*flips to the last page* theres a drawing of a clock tower and the number 417",
        "Edmund/Hale/book/shelf/code/time/hour/riddle/secret/passage/door/map/candle",
      ),
      ask(
        "hint please? I don't get the 417",
        "role-play",
        "shelf/aisle/row/page/four/seventeen/4:17/time/clock/hour/minute/book/Edmund/tower/count/section",
      ),
      act(
        "I walk to the old grandfather clock by the reading room and set it to 4:17",
        "clock/4:17/chime/click/tick/creak/panel/door/passage/open/swing/gear/Edmund/book/candle/shelf/stair/hidden/dust",
      ),
      act(
        "a hidden door opens behind the clock! I take the candle and go down the stairs",
        "door/stair/candle/dark/cellar/dust/room/cold/step/passage/tunnel/Edmund/Hale/book/cobweb/whisper/echo",
      ),
      ask("wait whats the name written in the red book again?", "memory", "Edmund/Hale"),
      act(
        "at the bottom theres a desk with a locked box and a silver key on a hook. I try the key",
        "box/key/click/open/lid/inside/letter/paper/photo/ring/Edmund/Hale/ink/diary",
      ),
      act("inside are letters signed 'E.H.' to someone called Rosalind", LETTERS),
      regenerate(scene(LETTERS)),
      say("what do we know so far?", "recap", inOrder("Edmund", "clock", "key", "Rosalind")),
      ask(
        "do you think Rosalind ever got the letters?",
        "opinion",
        "Edmund/never/sent/perhaps/maybe/believe/doubt/hidden/kept/box/stamp/unsent/posted",
      ),
      say(
        "its getting late, goodnight Agatha",
        "greeting",
        goodbye("dear", "sleeping", "return", "come back", "Mei"),
      ),
    ],
  },
  {
    bot: "rio-vance",
    user: "Kofi",
    title: `the Jade Moon idol ${BLIND2}`,
    turns: [
      ask(
        "ready when you are Rio. whats the plan",
        "greeting",
        "temple/Jade Moon/vine/map/rival/crew/Kofi/fortune/bold/trap/compass/partner",
      ),
      act(
        "*cuts through the vines with my machete*",
        "temple/door/entrance/stone/dark/Jade/carving/step/stair/moss/torch/hall/corridor/bat/light",
      ),
      act(
        "I light a torch. there's a carving of a jaguar with emerald eyes on the wall",
        "jaguar/emerald/legend/trap/temple/Jade/map/compass/guardian/shine/sparkle/ancient/statue/careful/press/button/switch/mechanism",
      ),
      ask(
        "should I press the jaguar's eyes?",
        "opinion",
        "yes/careful/trap/risk/wait/legend/fortune/bold/don't touch/do it/go ahead/press them/gently",
      ),
      act(
        "I press them. *click* the floor starts shaking!!",
        "floor/run/jump/trap/door/stone/crack/open/collapse/dust/rumble/fall/slide/pit/spike/boulder/grab/hand/wall/jaguar/emerald",
      ),
      act(
        "we run down the corridor and find a room with 3 doors: sun, moon and star",
        "sun/moon/star/Jade/legend/map/choose/pick/compass/carving/symbol/trap/temple",
      ),
      ask("which one?", "role-play", "moon/sun/star/Jade"),
      act(
        "I hear voices behind us. It's the rival crew, led by that guy Marco Brandt",
        "Marco/Brandt/hurry/quick/move/hide/fast/door/moon/jaguar/temple/run/block/seal/ahead/lose/bold/fortune",
      ),
      act(
        "we take the moon door. *slams it shut behind us*",
        "Marco/Brandt/dark/chamber/room/stair/idol/statue/altar/jade/light/glow/treasure/dust/echo/rival/crew/silence/quiet",
      ),
      act(
        "theres a jade idol on an altar, and a scale next to it. classic.",
        "weight/swap/bag/sand/trap/replace/balance/heavy/careful/gold/fortune/bold/grab/lift",
      ),
      say("the idol weighs about 2 kilos. how much is that in pounds?", "conversion", number(4.41, 0.03)),
      ask("wait what were the jaguar's eyes made of?", "memory", "emerald"),
      say("sum up the adventure so far for my journal", "recap", inOrder("jaguar", "Marco", "idol")),
      regenerate(inOrder("jaguar", "Marco", "idol")),
      say(
        "lol ok we made it out. see you next expedition partner",
        "greeting",
        goodbye("fortune", "bold", "Kofi"),
      ),
    ],
  },
  {
    bot: "elara-moonwhisper",
    user: "Ravi",
    title: `the owl and grandmother's ring ${BLIND2}`,
    turns: [
      say("hello? I think I'm lost. these trees are humming", "greeting", GREET),
      regenerate(GREET),
      act(
        "I'm looking for my grandmother's ring. I dropped it somewhere in this forest, it has a blue stone",
        "ring/stone/pool/water/light/glow/spell/magic/whisper/path/moon/star/sapphire/search/seek",
      ),
      act(
        "can you do a spell to find it?",
        "ring/stone/grandmother/light/glow/shimmer/magic/wisp/orb/trail/path/moon",
      ),
      act(
        "*follows the light to an old oak with a hollow*",
        "ring/blue/stone/owl/nest/squirrel/glint/gleam/shine/reach/inside/root/bark/moss/creature",
      ),
      act(
        "there's a sleepy owl in the hollow sitting on the ring!!",
        "ask/kindly/feather/hoot/blink/trade/gift/offer/moth/berry/wake/mouse/treat/song/riddle/polite/stone",
      ),
      ask(
        "ok how do I get it back without upsetting the owl",
        "advice",
        "ask/kindly/gift/offer/trade/treat/mouse/berry/song/riddle/bow/polite/gentle/slow/whisper/bargain",
      ),
      say("the owl says it'll give it back if I solve a riddle. fine, ask me one", "role-play", asksRiddle()),
      ask("is the answer a shadow?", "role-play", VERDICT),
      regenerate(news(VERDICT)),
      ask("yay I have the ring! wait, what colour was the stone?", "memory", "blue/sapphire"),
      ask("whose ring was it, do you remember?", "memory", "grandmother/grandma/granny/nan"),
      say("can you tell me a short story about the Silverwood before I go", "story", story(...SILVERWOOD)),
      regenerate(story(...SILVERWOOD)),
      say(
        "thank you Elara. farewell!",
        "greeting",
        goodbye("little star", "traveller", "Ravi", "ask kindly"),
      ),
    ],
  },
];
