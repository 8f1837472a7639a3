// Blind set #4 (1 of 3): role-play scenes, written from the seeded cards and the eval alone by someone
// who read neither the engine nor any of its replies, committed before its first run and never tuned
// on. A stolen bell, a lost climber, a museum magnet and a night dive (with regenerates).
import { all, either } from "../checks";
import { inOrder } from "../conversation-checks";
import type { Conversation } from "../types";
import { amount, between, farewell, fresh, scene } from "./blind3-turns";
import { BLIND4, duration } from "./blind4-turns";
import { regenerate, say } from "./held-out-15-turns";

const thanked = () => fresh("welcome/pleasure/anytime/glad/honour/honor/delight/grateful/no trouble");

export const heldOutBlind4: Conversation[] = [
  {
    bot: "sir-cedric",
    user: "Mirela",
    title: `the stolen bell of Harrowby ${BLIND4}`,
    turns: [
      say(
        "hi cedric! *tugs a soggy notice out of Biscuit's mouth* it says the bronze bell of Harrowby was stolen",
        "role-play",
        scene("thief/thieves/village/ride/road/tower/church/bandit/reward/steal/chapel/Harrowby/bell"),
      ),
      say(
        "the notice is signed by a girl called Odile, the miller's daughter. we ride to harrowby",
        "role-play",
        scene("Odile/mill/village/gate/square/arrive/road/hoof/gallop/saddle/lane"),
      ),
      say(
        "*knocks on the mill door* Odile? we came about the bell",
        "role-play",
        scene("tower/thief/stolen/miller/flour/tears/worried/relief/girl/sir knight"),
      ),
      say(
        "what does odile say? did she see who took it?",
        "role-play",
        scene("saw/seen/night/man/men/cloak/cart/thief/thieves/stranger/hood/tracks/footprint/wagon/limp"),
      ),
      say(
        "she says a man with a limp and a green cloak carried it toward the Ashwood bridge. we follow",
        "role-play",
        scene("Ashwood/bridge/tracks/river/trail/mud/wheel/footprint/path/forest/wood"),
      ),
      say("wait whats the miller's daughter called again?", "memory", fresh("Odile")),
      say(
        "*whispers* theres a goose on the bridge. you ok??",
        "role-play",
        scene(
          "geese/honk/hiss/afraid/fear/brave/wings/feather/beast/fowl/hide/trembl/shak/courage/pale/quiver",
        ),
      ),
      say(
        "we cross. under the bridge theres a cart with something big under a sack",
        "role-play",
        scene("bell/bronze/lift/pull/uncover/reveal/thief/limp/cloak/Odile/Harrowby/rope"),
      ),
      say(
        "the bell weighs 180 kg. if biscuit can pull 60 kg, how many horses do we need?",
        "word problem",
        amount(3),
      ),
      say(
        "the man with the limp comes back!! *draws my dagger*",
        "role-play",
        scene("cloak/green/thief/sword/blade/shield/halt/yield/fight/surrender/Ashwood/bell/stay your"),
      ),
      say(
        "he says he only took it bc his village has no bell for weddings. what do we do?",
        "opinion",
        fresh(
          "return/give it back/bring it back/share/lend/forgive/mercy/pardon/Harrowby/Odile/new bell/smith/cast/both villages",
        ),
      ),
      say("ok so what do we know so far?", "recap", inOrder("Odile", "Ashwood", "cart")),
      say(
        "how long will the bell take to get home if the cart goes 4 km an hour and harrowby is 10 km away?",
        "word problem",
        duration(150),
      ),
      say("thank you cedric, that was fun", "small talk", thanked()),
      say("bye! give biscuit an apple from me", "greeting", farewell("Mirela")),
    ],
  },
  {
    bot: "kai-morrow",
    user: "Bao",
    title: `the climber who didn't come back ${BLIND4}`,
    turns: [
      say(
        "kai, the ranger radioed. a climber called Tomasz didn't come back to Crow's Hut last night",
        "role-play",
        scene("search/glacier/tracks/pack/route/trail/head out/move out/rope/light/Tomasz/Crow"),
      ),
      say(
        "what do we pack?",
        "advice",
        fresh(
          "rope/first aid/blanket/stove/water/headlamp/torch/crampon/ice axe/thermos/map/compass/splint/radio/harness",
        ),
      ),
      say(
        "*we reach the hut* the door is open and theres an orange helmet on the table",
        "role-play",
        scene("Tomasz/note/inside/empty/stove/cold/ash/log/book/boot/track/rope/bed"),
      ),
      say(
        "theres a logbook. last entry says 'going for the north couloir, back by 4'",
        "role-play",
        scene("Tomasz/helmet/snow/ice/avalanche/steep/late/route/climb/gully/alone"),
      ),
      say(
        "its 1:40 pm now and he said back by 4 pm yesterday. how long overdue is he?",
        "word problem",
        duration(1300),
      ),
      say(
        "we follow boot prints up the glacier. *stops* i hear something cracking under us",
        "role-play",
        scene(
          "crevasse/ice/rope/freeze/belay/snow bridge/weight/spread out/don't move/stop moving/step back/careful",
        ),
      ),
      say(
        "ok. how do i test the snow before stepping?",
        "advice",
        fresh("pole/probe/axe/poke/push/weight/rope/tap/solid/hollow"),
      ),
      say(
        "wait who are we looking for again, and where was he going?",
        "memory",
        all(fresh("Tomasz"), fresh("couloir/north")),
      ),
      say(
        "*shouts* TOMASZ!! ... someone answers from below the orange rocks",
        "role-play",
        scene("voice/call/rope/ledge/crevasse/injur/hurt/ankle/leg/alive/help/down here"),
      ),
      say(
        "he's on a ledge 12 m down. if we double the rope for the anchor, how much rope do we need?",
        "word problem",
        amount(24),
      ),
      say("and our rope is 30 m. how much is left over?", "word problem", amount(6)),
      say(
        "we pull him up. his ankle looks bad, what do i do?",
        "advice",
        fresh("splint/immobil/ice/cold/swell/elevat/boot/wrap/bandage/support"),
      ),
      say("so what do we know so far?", "recap", inOrder("helmet", "couloir", "ledge")),
      say(
        "we're back at the hut. thanks kai, you were calm the whole time",
        "small talk",
        fresh("welcome/pleasure/anytime/glad/team/well done/did great/good work/proud"),
      ),
      say("night kai", "greeting", farewell("Bao")),
    ],
  },
  {
    bot: "juno-vega",
    user: "Dev",
    title: `the magnet at the science museum ${BLIND4}`,
    turns: [
      say(
        "ok juno i looked it up, the city science museum has a giant horseshoe magnet. is that what you need?",
        "role-play",
        fresh("chronometer/calibrat/magnetic/field/perfect/exactly/align"),
      ),
      say(
        "*buys two tickets* 14 euros each. we walk in past the dinosaur hall",
        "role-play",
        scene("fossil/bones/skeleton/rex/exhibit/magnet/guard/crowd/school/roar"),
      ),
      say("how much did the tickets cost in total?", "word problem", amount(28)),
      say(
        "theres a guard by the magnet room. his badge says Mr. Delacroix",
        "role-play",
        scene("distract/sneak/hide/whisper/diversion/tiptoe/look away/patrol/decoy"),
      ),
      say(
        "you distract delacroix, i'll measure the magnet. its 1.2 m wide, will it fit in my backpack which is 45 cm?",
        "word problem",
        either(
          amount(120),
          fresh(
            "too big/too wide/too large/won't fit/wont fit/will not fit/doesn't fit/does not fit/not fit/nope",
          ),
        ),
      ),
      say(
        "*Delacroix turns around* uh oh. what do you say to him??",
        "role-play",
        scene("excuse/sir/lost/toilet/restroom/bathroom/tour/question/gift shop/exhibit/dinosaur/hello"),
      ),
      say("*whispers* what was the guards name again", "memory", fresh("Delacroix")),
      say(
        "ok new plan. we just ask the museum if we can borrow it. what do we tell them",
        "role-play",
        fresh("science/research/experiment/project/loan/return/promise/student/demonstrat"),
      ),
      say(
        "they said yes if we bring it back by 5:30 pm. its 2:15 now. how long do we have?",
        "word problem",
        duration(195),
      ),
      say(
        "we carry it to the garden. *sets the magnet next to the chronometer*",
        "role-play",
        scene("spark/hum/needle/dial/glow/click/spin/flicker/align/buzz/whir"),
      ),
      say(
        "did it work?? is the chronometer fixed?",
        "role-play",
        scene(
          "spin/glow/hum/calibrat/percent/%/almost/nearly/needle/dial/beep/crack/not yet/worked/working/flicker/whir",
        ),
      ),
      say("what do we know so far? like the whole day", "recap", inOrder("museum", "Delacroix", "garden")),
      say(
        "honestly im kinda sad you'll leave",
        "feelings",
        fresh("miss/visit/come back/remember/friend/thank/sorry/goodbye"),
      ),
      say(
        "can i keep the broken crystal thing as a souvenir?",
        "opinion",
        fresh("yes/sure/of course/absolutely/yours/gift/careful/radioactive/dangerous"),
      ),
      say("bye juno, safe travels", "greeting", farewell("Dev")),
    ],
  },
  {
    bot: "amara-stone",
    user: "Kalani",
    title: `the night dive at the reef ${BLIND4}`,
    turns: [
      say(
        "amara!! im here, the boat is ready. where are we diving tonight?",
        "role-play",
        fresh("reef/coral/lagoon/bay/wreck/island/atoll/wall"),
      ),
      say(
        "*rolls backwards off the boat with my red torch*",
        "role-play",
        scene("water/bubbles/dark/reef/coral/fish/beam/light/glow/descend/sink/splash"),
      ),
      say(
        "theres a sea turtle sleeping under a ledge. I name her Pebble",
        "role-play",
        scene("shell/breathe/hawksbill/green turtle/flipper/asleep/wake/barnacle/surface"),
      ),
      regenerate(scene("shell/breathe/hawksbill/green turtle/flipper/asleep/wake/barnacle/surface")),
      say(
        "how long can a turtle hold its breath?",
        "small talk",
        either(between(1, 10, "hour"), between(2, 600, "min")),
      ),
      say(
        "*points the torch at the coral* what's that glowing blue stuff?",
        "role-play",
        fresh("bioluminesc/plankton/dinoflagellat/algae/jellyfish/ctenophore/comb jell/squid"),
      ),
      regenerate(fresh("bioluminesc/plankton/dinoflagellat/algae/jellyfish/ctenophore/comb jell/squid")),
      say(
        "my air gauge says 120 bar. we turn back at 50. if i use 10 bar every 4 minutes, how long until we turn back?",
        "word problem",
        duration(28),
      ),
      say("what did I name the turtle?", "memory", fresh("Pebble")),
      say(
        "*a huge shadow passes above us* oh no is that a shark??",
        "role-play",
        scene("ray/manta/fin/wing/harmless/plankton/glide/gentle giant/filter"),
      ),
      regenerate(scene("ray/manta/fin/wing/harmless/plankton/glide/gentle giant/filter")),
      say("why do mantas come up at night?", "small talk", fresh("plankton/feed/food/eat/krill/zooplankton")),
      say(
        "what do we know so far from tonight?",
        "recap",
        either(
          ...["glow", "coral"].flatMap((seen) =>
            ["manta", "shadow", " ray", "shark"].map((then) => inOrder("Pebble", seen, then)),
          ),
        ),
      ),
      say(
        "back on the boat, im freezing lol",
        "feelings",
        fresh(
          "towel/blanket/warm up/warm you/get warm/keep warm/stay warm/warmth/warmer/tea/hot drink/hot chocolate/dry off/dry clothes/jacket/hoodie/shiver/cocoa",
        ),
      ),
      say("thanks for the dive amara, night!", "greeting", farewell("Kalani")),
    ],
  },
];
