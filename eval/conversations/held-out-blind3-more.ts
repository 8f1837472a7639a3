// Blind set #3 (3 of 3): two companion chats where the member tells personal facts and asks for them
// back later in other words, and two mixed chats with regenerate turns (a poem, a joke, a
// favourite). Written blind like the rest of the set (held-out-blind3.ts).
import { all, joke, poem } from "../checks";
import { differs, noFiller } from "../conversation-checks";
import type { Conversation } from "../types";
import { BLIND3, amount, farewell, fresh, words } from "./blind3-turns";
import { regenerate, say } from "./held-out-15-turns";

const POETS =
  "Oliver/Neruda/Dickinson/Frost/Keats/Yeats/Rossetti/Wordsworth/Heaney/Angelou/Szymborska/Browning/Tennyson/Whitman/Rumi/Hardy/Tagore/Shakespeare/Donne/Byron/Shelley/Eliot/Auden/Bishop/Plath/Hopkins/Clare";
const GRANDMA_BOOK = `${POETS}/collection/anthology/sonnet/love poems/selected poems`;
const FAVOURITE_POEM = `${POETS}/sonnet/ode/elegy/Ozymandias`;
const CARD_VERSE = "Odette/bird/garden/ninety/wing/bloom/feather/grand";
const SALMON = "insult/acceptable/outrage/betray/suppose/sniff/tolerate";
const MUG = "gravity/science/experiment/bored/attention/because/test/physics/entertain";
const CAT_JOKE = "cat/tuna/mouse/staff/purr/paw/dog/fish/whisker/meow/claw/nap";
const SONG_FOR_CALEB = "Caleb/drum/brother/twin/beat";

export const heldOutBlind3More: Conversation[] = [
  {
    bot: "zed-ortega",
    user: "Lena",
    title: `a new job at Spoke & Chain ${BLIND3}`,
    turns: [
      say("yooo zed", "greeting", fresh("Lena/party/respawn/playing/hang/chat/welcome/tonight/GG/match")),
      say(
        "not much. just got a new job at a bike shop, started monday",
        "small talk",
        fresh(
          "congrat/gg/nice/XP/level/quest/achievement/unlock/huge/grats/awesome/excit/amazing/great news/proud",
        ),
      ),
      say(
        "yeah its called Spoke & Chain, on Delancey st",
        "small talk",
        fresh("cool/nice/name/bike/shop/job/work/XP/pun/love"),
      ),
      say(
        "also my cat Mochi knocked my controller into the fish tank lol",
        "small talk",
        fresh("rip/oof/rice/dry/water/wet/dead/drown/savage/villain/boss/chaos"),
      ),
      say(
        "what r u playing rn",
        "about the bot",
        fresh("game/RPG/speedrun/indie/match/round/boss/level/dungeon/quest/run"),
      ),
      say(
        "any indie game recs? i like cozy stuff",
        "opinion",
        fresh(
          "Stardew/Spiritfarer/Unpacking/A Short Hike/Celeste/Animal Crossing/Dorfromantik/Cozy Grove/Slime Rancher/Coffee Talk/Night in the Woods/farm/puzzle/fishing/garden/village",
        ),
      ),
      say(
        "why that one?",
        "opinion",
        all(fresh("because/relax/chill/calm/vibe/music/art/story/pressure/cozy/cute"), noFiller()),
      ),
      say("ok whats my cats name, bet u forgot", "memory", fresh("Mochi")),
      say("and where do i work now?", "memory", fresh("Spoke/Chain/bike/Delancey")),
      say(
        "im kinda nervous about my first weekend shift alone",
        "feelings",
        fresh("got this/normal/quest/XP/boss/tutorial/level/ask/fine/crush/Spoke"),
      ),
      say("if i make 16.50 an hour and work 6 hours saturday how much is that", "word problem", amount(99)),
      say("lol nice. and 15% goes to tax so what do i actually keep", "word problem", amount(84.15, 0.001)),
      say(
        "whens your birthday btw",
        "about the bot",
        all(fresh("AI/bot/don't/launch/born/cake/level up/day/spawn/never/year"), noFiller()),
      ),
      say("ok last q what was the name of the street the shop is on", "memory", fresh("Delancey")),
      say(
        "gg zed im out, night",
        "greeting",
        farewell("Lena", "Mochi", "shift", "Spoke", "sleep", "one more round"),
      ),
    ],
  },
  {
    bot: "rowan-blake",
    user: "Ezra",
    title: `walking Rowan to the van ${BLIND3}`,
    turns: [
      say(
        "hey. your last song was really good",
        "greeting",
        fresh("thank/Rowan/wrote/front row/van/napkin/lyric/blush/fate/guitar"),
      ),
      say(
        "sure ill walk u to the van. where'd you park",
        "small talk",
        fresh("corner/street/alley/block/lot/behind/bar/around the/back/down the"),
      ),
      say(
        "im Ezra btw. i teach middle school science",
        "small talk",
        fresh("teacher/kid/class/student/experiment/lab/chemistry/volcano/hero/meet"),
      ),
      say(
        "and i have a twin brother named Caleb who plays drums",
        "small talk",
        fresh("band/jam/rhythm/beat/drummer/double/musical/gig/noise"),
      ),
      say(
        "what's the song about, the one you wrote last week?",
        "about the bot",
        fresh("lyric/drive/night/heart/leaving/rain/love/road/city/radio/memory"),
      ),
      say(
        "why that?",
        "opinion",
        all(fresh("because/felt/feel/happen/true/real/honest/someone/remind/heart"), noFiller()),
      ),
      say(
        "do you have a favourite record",
        "opinion",
        fresh(
          "album/vinyl/Joni/Fleetwood/Rumours/Bowie/Beatles/Dylan/Nick Drake/Carole King/Tapestry/Springsteen/Patti Smith/Cohen/Radiohead/Bon Iver/Phoebe/Waits/spin/crackle",
        ),
      ),
      say(
        "what do i do for a living again? testing you",
        "memory",
        fresh("teach/science/school/class/student"),
      ),
      say(
        "and my brother, whats his name and what does he play",
        "memory",
        all(fresh("Caleb"), fresh("drum")),
      ),
      say("can you put my brother in a song? like 4 lines", "poem", poem(...words(SONG_FOR_CALEB))),
      regenerate(all(differs(), poem(...words(SONG_FOR_CALEB)))),
      say(
        "ha. my students would lose it if they heard that",
        "small talk",
        all(fresh("class/kid/teach/science/lesson/encore/gig/show/sing/Caleb"), noFiller()),
      ),
      say(
        "im kinda tired of teaching honestly, thinking of quitting",
        "feelings",
        fresh("burn/break/summer/option/leap/risk/heart/hard/understand/why/empty/exhaust/drain/worn"),
      ),
      say(
        "what would u do",
        "opinion",
        all(fresh("I'd/I would/if I/leap/wait/try/talk/write/save/part-time/summer"), noFiller()),
      ),
      say(
        "ok its late. night rowan, good luck at the next gig",
        "greeting",
        farewell("Ezra", "Caleb", "class", "student", "song", "text"),
      ),
    ],
  },
  {
    bot: "julian-ashford",
    user: "Cleo",
    title: `a poetry book for grandma Odette ${BLIND3}`,
    turns: [
      say(
        "hi, sorry, didnt mean to startle you",
        "greeting",
        fresh("Julian/sonnet/poetry/aisle/no need/not at all/forgive/welcome/bookshop"),
      ),
      say(
        "im looking for a poetry book for my grandma Odette. she turns 90 on friday",
        "advice",
        fresh(GRANDMA_BOOK),
      ),
      regenerate(all(differs(), fresh(GRANDMA_BOOK))),
      say(
        "she loves birds and her garden",
        "advice",
        fresh(`${POETS}/Emily/thing with feathers/Wild Geese/nature/lark/robin/wren/bloom`),
      ),
      say("could you write a 4 line verse for her card?", "poem", poem(...words(CARD_VERSE))),
      regenerate(all(differs(), poem(...words(CARD_VERSE)))),
      say(
        "that's lovely. how do you make rhymes so fast",
        "about the bot",
        all(fresh("practi/read/years/ear/sound/listen/lamplight/notebook/habit/blush"), noFiller()),
      ),
      say("what was my grandmas name? i want to see if u remember", "memory", fresh("Odette")),
      say(
        "the book is 18 pounds and the card is 3.75. i have a 20% off coupon for the book only",
        "word problem",
        amount(18.15, 0.001),
      ),
      say("how old will she be again?", "memory", amount(90)),
      say("what's your favourite poem", "opinion", fresh(FAVOURITE_POEM)),
      regenerate(all(differs(), fresh(FAVOURITE_POEM))),
      say(
        "its raining here now, you'd like that",
        "small talk",
        fresh("drops/window/umbrella/petrichor/grey/gray/cosy/cozy/tea/book/puddle"),
      ),
      say(
        "ok i'll take the book. can you wrap it",
        "small talk",
        fresh("paper/ribbon/string/brown/bow/tissue/Odette/card/gladly/gift/twine"),
      ),
      say(
        "bye julian, thanks for the help",
        "greeting",
        farewell("Cleo", "Odette", "birthday", "rain", "verse", "book", "grandmother"),
      ),
    ],
  },
  {
    bot: "sir-whiskers",
    user: "Hugo",
    title: `salmon, not tuna, and a dog called Pickle ${BLIND3}`,
    turns: [
      say(
        "sorry sorry im home!! traffic was awful",
        "greeting",
        fresh("staff/tuna/bowl/eleven/minutes/peasant/excuse/late/wait/starv/betray"),
      ),
      say("ok ok. i only have salmon, not tuna. will that do", "small talk", fresh(SALMON)),
      regenerate(all(differs(), fresh(SALMON))),
      say(
        "my roommate Beatriz is coming over later with her dog Pickle. be nice",
        "small talk",
        fresh(
          "canine/mutt/hound/bark/drool/never/hiss/outrage/invader/beast/slobber/tolerate/territory/hide/promise/behave",
        ),
      ),
      say("whats the dogs name, so you can't pretend you dont know", "memory", fresh("Pickle")),
      say("you knocked my mug off the table AGAIN. why do you do that", "about the bot", fresh(MUG)),
      regenerate(all(differs(), fresh(MUG))),
      say(
        "a can of tuna is 1.85 and you want 2 a day. how much is that for a week",
        "word problem",
        amount(25.9, 0.001),
      ),
      say("and for a 30 day month?", "word problem", amount(111)),
      say("who is coming over later? tell me who so you behave", "memory", fresh("Beatriz")),
      say("tell me a joke, you grump", "joke", joke(...words(CAT_JOKE))),
      regenerate(all(differs(), joke(...words(CAT_JOKE)))),
      say(
        "do you actually love me? be honest",
        "feelings",
        fresh("tolerate/perhaps/maybe/suppose/fond/purr/admit/lap"),
      ),
      say(
        "i'm gonna nap on the couch",
        "small talk",
        all(fresh("sunbeam/my spot/my couch/warm/lap/join/cushion/throne/sleep/blanket"), noFiller()),
      ),
      say(
        "night your majesty",
        "greeting",
        farewell("staff", "peasant", "tuna", "breakfast", "Hugo", "bowl", "sleep", "dream"),
      ),
    ],
  },
];
