// Blind set #5 (1 of 3): written from the cards and the eval alone, by someone who read neither the
// engine nor any reply of it, and never tuned on. Three role-play scenes with the scenario cards
// (a rescue at an ice hauler, a stolen atlas, a blackout and a runaway hamster) and a mixed chat
// with regenerates (shore leave), as new members type: short, lower case, typos, follow-ups.
import { all, either, honest, steps, story } from "../checks";
import { avoids } from "../conversation-checks";
import type { Conversation } from "../types";
import { duration } from "./blind4-turns";
import { amount, BLIND5, brings, farewell, jokeAbout, recap, scene, schedule } from "./blind5-turns";
import { regenerate, say } from "./held-out-15-turns";

const PIRATE = "pirate|arr|plank|treasure|parrot|booty|matey|plunder|eye patch|aye";
const LEAVE =
  "market|cantina|pub|lounge|food|eat|sleep|rest|repair|resupply|suppl|explore|shop|drink|shower|restaurant|meal|music|garden|observation|concert";

// A blackout in a flat is no place for swords and trolls: a reader fails a scene told in the wrong world.
const OUT_OF_PLACE =
  " sword| troll|moat|tavern| rider|gallop|standing stones| arrow|banner|castle|dragon|knight|horse|old mine".split(
    "|",
  );
const blackout = (facts: string) => all(scene(facts), avoids(...OUT_OF_PLACE));

export const heldOutBlind5: Conversation[] = [
  {
    bot: "captain-nova",
    user: "Rosa",
    title: `the ice hauler Marigold ${BLIND5}`,
    turns: [
      say(
        "captain! distress call from an ice hauler, the Marigold. shes drifting near the moon Teskar",
        "role-play",
        scene(
          "Marigold|Teskar|dock|airlock|board|shuttle|rescue|tractor|approach|survivor|life sign|lifesign|hail|intercept|on our way",
        ),
      ),
      say(
        "we dock with her. the airlock is frozen shut",
        "role-play",
        scene(
          "airlock|Marigold|cutter|torch|thaw|heat|pry|override|manual|melt|laser|crowbar|plasma|ice|crack|force",
        ),
      ),
      say(
        "inside theres one survivor, an engineer called Oskar Lindqvist. his leg is pinned under a crate",
        "role-play",
        scene(
          "Oskar|crate|Marigold|lift|medkit|medic|splint|brace|stretcher|hoist|leverage|freed|free him|pull him|heave|pain|broken",
        ),
      ),
      say(
        "oskar is clutching a little brass music box and wont let go of it. why would he care so much?",
        "role-play",
        scene(
          "daughter|son|wife|husband|family|gift|memor|remind|home|precious|love|sentimental|belong|only thing|last thing|promise",
        ),
      ),
      say(
        "how much air do we have? the suit says 180 minutes for 3 people. if its just me and oskar how long does it last",
        "word problem",
        duration(270),
      ),
      say(
        "*carries oskar back through the airlock* get us out of here",
        "role-play",
        scene(
          "Oskar|airlock|Marigold|Teskar|music box|undock|detach|engine|thruster|medbay|sickbay|clear of|hatch|seal",
        ),
      ),
      say("wait, whats the engineers name again? i forgot", "memory", brings("Oskar|Lindqvist")),
      say(
        "the music box starts playing by itself. its a lullaby, and under the lid is a coordinate: 41-7-19",
        "role-play",
        scene("music box|coordinate|Oskar|Teskar|Marigold|navigat|chart|sector|star map|melody|tune|song"),
      ),
      say("what do we know so far?", "recap", recap("Marigold", "Oskar", "music box")),
      say(
        "ok your call captain. do we follow the coordinate or take oskar to the medbay first",
        "opinion",
        brings("leg|injur|hurt|patient|heal|stable|doctor|medic|41-7-19|lullaby|music box|Teskar|Marigold"),
      ),
      say(
        "oskar wakes up in the medbay. i ask him who gave him the music box",
        "role-play",
        scene(
          "daughter|son|sister|brother|mother|father|wife|husband|partner|child|grand|a friend|old friend|gift",
        ),
      ),
      say(
        "how long to reach it? we do 0.3 light years an hour and its 2.4 light years away",
        "word problem",
        duration(480),
      ),
      say(
        "we jump. whats waiting at the coordinate?",
        "role-play",
        scene(
          "41-7-19|station|beacon|wreck|derelict|planet|asteroid|vessel|Oskar|music box|lullaby|Marigold|Teskar",
        ),
      ),
      say(
        "im actually kind of scared lol. is that normal for a first officer",
        "feelings",
        brings(
          "fear|afraid|brave|courage|nerve|fright|only human|means you care|scared too|me too|every captain|every officer|I get scared|I still get",
        ),
      ),
      say("thanks captain. logging off for tonight, goodnight", "greeting", farewell()),
    ],
  },
  {
    bot: "agatha-vale",
    user: "Teo",
    title: `the missing atlas of the east wing ${BLIND5}`,
    turns: [
      say(
        "hello?? the front door locked behind me and my phone is dead. how do i get out",
        "greeting",
        brings("window|back door|side door|servant|passage|dawn|caretaker|porter|cellar|exit|key|latch"),
      ),
      say(
        "ok agatha. the librarian left a note: 'the atlas is gone, ask the gardener, Mr. Ambrose Pike'. where would a gardener hide in a library??",
        "role-play",
        scene(
          "atlas|Ambrose|Pike|greenhouse|conservatory|garden|botan|plant|herb|courtyard|potting|fern|orchid|seed|flower",
        ),
      ),
      say(
        "*walks to the botany section* theres a green glass inkwell on the top shelf",
        "role-play",
        scene("inkwell|Ambrose|Pike|atlas|quill|clue|letter|inside|beneath|underneath|key|note"),
      ),
      say(
        "i tip the inkwell over. a tiny brass key falls out!",
        "role-play",
        scene("key|inkwell|atlas|Ambrose|Pike|lock|door|drawer|cabinet|case|chest|east|fits"),
      ),
      say(
        "what does the key open? give me a hint pls",
        "role-play",
        brings("lock|door|drawer|cabinet|case|chest|desk|east wing|atlas|map|box|frame|portrait"),
      ),
      say(
        "we go to the east wing. its freezing and theres a portrait of a woman with a fan",
        "role-play",
        scene("east wing|portrait|key|brass|atlas|Ambrose|Pike|inkwell|chill|cold|frost|eyes|painting|lady"),
      ),
      say(
        "the plaque says 'Lady Constance Harrow, 1871'. who was she?",
        "role-play",
        brings(
          "wife|daughter|founder|owner|widow|sister|patron|collector|cartograph|map|travel|explorer|married|atlas|Pike|Ambrose|gardener|lived|died|owned|built|founded|heiress|scandal",
        ),
      ),
      say("hold on whats the gardeners name again", "memory", brings("Ambrose|Pike")),
      say(
        "i try the brass key in the portrait frame",
        "role-play",
        scene(
          "key|frame|portrait|Constance|Harrow|click|hidden|compartment|panel|swing|open|atlas|passage|behind",
        ),
      ),
      say(
        "what do we know so far?",
        "recap",
        recap(["Ambrose", "Pike"], "inkwell", "key", ["Constance", "Harrow", "portrait"]),
      ),
      say(
        "behind the portrait is the atlas!! but a page is torn out. page 214",
        "role-play",
        scene("atlas|page|Ambrose|Pike|Constance|Harrow|map|missing|stole|thief|gardener|rip"),
      ),
      say(
        "if the atlas has 480 pages and a quarter of them are maps, how many map pages?",
        "word problem",
        amount(120),
      ),
      say(
        "is mr pike the thief, do u think?",
        "opinion",
        brings(
          "Ambrose|gardener|suspect|evidence|inkwell|key|motive|alibi|innocent|guilty|Constance|Harrow|page|atlas|hid",
        ),
      ),
      say(
        "im getting kinda spooked ngl",
        "feelings",
        brings("fear|afraid|frighten|harm|safe|nothing to|scare|worry|brave|calm|promise"),
      ),
      say("ok its late, i gotta go. bye agatha", "greeting", farewell()),
    ],
  },
  {
    bot: "unit-k7",
    user: "Jo",
    title: `the blackout and the runaway hamster ${BLIND5}`,
    turns: [
      say(
        "kay the power just went out in the whole building",
        "role-play",
        blackout("power|dark|blackout|flashlight|torch|candle|fuse|breaker|battery|batteries|lamp|light"),
      ),
      say(
        "ok theres a flashlight in the kitchen drawer, grab it",
        "role-play",
        blackout(
          "flashlight|drawer|beam|switch|battery|batteries|light|click|retriev|found|handing|hand you|here you go|torch",
        ),
      ),
      say(
        "oh no. Pretzel's cage is open. my hamster is gone",
        "role-play",
        blackout(
          "Pretzel|hamster|search|find|look|track|squeak|thermal|under|behind|sofa|couch|bed|flashlight|seed|treat",
        ),
      ),
      say(
        "you check under the couch, i check the bathroom",
        "role-play",
        blackout(
          "couch|Pretzel|hamster|flashlight|dust|sock|crumb|found|nothing|empty|no sign|not here|squeak|fur",
        ),
      ),
      say(
        "theres a knock. its my neighbour from 4B, Mrs. Delacroix, holding a candle",
        "role-play",
        blackout("Delacroix|candle|door|greet|Pretzel|hamster|flashlight|power|blackout|evening|madam"),
      ),
      say(
        "she says the fuse box is in the basement and she saw something small run down the stairs",
        "role-play",
        blackout(
          "basement|stairs|Pretzel|hamster|Delacroix|candle|flashlight|follow|go down|descend|step|breaker",
        ),
      ),
      say("wait what was the neighbours name", "memory", brings("Delacroix")),
      say(
        "we go down to the basement. what do you see?",
        "role-play",
        blackout(
          "basement|fuse|Pretzel|hamster|stairs|pipe|boiler|shelf|crate|cobweb|washing|laundry|bike|flashlight|candle|Delacroix|breaker",
        ),
      ),
      say(
        "i flip the main switch on the fuse box",
        "role-play",
        blackout(
          "switch|fuse|light|power|humm|flicker|restore|Pretzel|hamster|Delacroix|breaker|basement|buzz",
        ),
      ),
      say(
        "lights are back!! and theres pretzel stuffing a peanut in his cheeks behind the boiler",
        "role-play",
        blackout("Pretzel|peanut|catch|scoop|grab|hands|cup|gentl|cage|relief|Delacroix|flashlight|hamster"),
      ),
      say(
        "what do we know so far about tonight?",
        "recap",
        recap(["power", "blackout", "dark"], "flashlight", "Pretzel", "Delacroix", ["basement", "fuse"]),
      ),
      say(
        "how do i hamster-proof the cage so he cant escape again",
        "advice",
        steps(..."latch|lock|clip|bungee|tie|wire|bars|lid|door|gap|clamp|carabiner|secure".split("|")),
      ),
      say(
        "lol why did the power go out anyway, any idea?",
        "cannot know",
        either(
          honest(),
          brings("storm|overload|grid|fault|outage|maintenance|circuit|surge|short|wiring|utility"),
        ),
      ),
      say(
        "thanks kay, you were actually really helpful tonight",
        "small talk",
        brings("welcome|pleasure|glad|happy to|anytime|any time|team|proud|enjoy"),
      ),
      say("goodnight kay", "greeting", farewell()),
    ],
  },
  {
    bot: "captain-nova",
    user: "Hugo",
    title: `shore leave on Caldera Station ${BLIND5}`,
    turns: [
      say(
        "captain, we're docked at Caldera Station for 2 days of shore leave. any plans?",
        "small talk",
        brings(LEAVE),
      ),
      regenerate(brings(LEAVE)),
      say(
        "my sister Inés is a medic on this station, i want to surprise her. ideas?",
        "advice",
        brings(
          "gift|present|flower|cake|dinner|meal|show up|visit|message|note|bring|card|sweet|shift|medbay|clinic|infirmary|hospital|coffee|breakfast",
        ),
      ),
      say("tell me a joke about space pirates", "joke", jokeAbout(PIRATE)),
      regenerate(jokeAbout(PIRATE)),
      say("whats my sisters name again?", "memory", brings("Inés|Ines")),
      say(
        "the station store sells oxygen cartridges at 12.50 credits each. we need 36. how much?",
        "word problem",
        amount(450),
      ),
      say("and with the 20% crew discount?", "word problem", amount(360)),
      say(
        "tell me a short story about the Stellar Drift's first mission",
        "story",
        story("Stellar Drift", "mission", "launch", "maiden", "voyage"),
      ),
      regenerate(story("Stellar Drift", "mission", "launch", "maiden", "voyage")),
      say(
        "whats your favourite thing about being a captain? and dont say the crew lol",
        "about the bot",
        brings(
          "exploration|explore new|exploring new|explore the|exploring the|unknown|discover|sky|planets|new world|freedom|view|window|adventure|first contact|horizon|decision|choos",
        ),
      ),
      say("how many hours is 2 days of leave minus the 9 hours we already used", "arithmetic", amount(39)),
      say("ok whats the plan for tomorrow then, give me a timeline", "advice", schedule()),
      say("remind me what one oxygen cartridge cost?", "memory", amount(12.5)),
      say("thanks cap, see you on the bridge tomorrow. night!", "greeting", farewell()),
    ],
  },
];
