// Blind set #2 (3 of 3): two small-talk chats with personal facts asked back in other words and two
// conversations of everyday numbers, fifteen turns each, written blind like the rest of the set.
import { either, honest, number } from "../checks";
import type { Conversation } from "../types";
import {
  ask,
  BLIND2,
  coach,
  duration,
  goodbye,
  hello,
  news,
  regenerate,
  say,
  saysTime,
} from "./blind2-turns";

const AMOUNTS = "tablespoon/tbsp/teaspoon/tsp/spoon/ml/cup/clove/gram/splash/half";

export const heldOutBlind2More: Conversation[] = [
  {
    bot: "jamie-cole",
    user: "Lena",
    title: `Lena's move to Leeds ${BLIND2}`,
    turns: [
      say("heyy jamie", "greeting", hello("Lena", "bestie", "snack", "movie", "week", "popcorn")),
      ask(
        "ugh long day at the clinic. I'm a vet nurse, a husky bit me today lol",
        "feelings",
        "ouch/yikes/oof/hurt/bandage/plaster/arm/hand/heal/doctor/poor/sorry/wild/dog/pup/hero/brave/rest/tetanus",
      ),
      ask(
        "nah it's fine. anyway my own dog Pickles is way nicer, she's a beagle",
        "small talk",
        "cute/adorable/photo/pic/love/walk/treat/snack/sweet/good girl/ears/nose/sniff/hound/pup",
      ),
      ask(
        "what movie should we watch tonight",
        "small talk",
        "film/terrible/comedy/horror/rom/action/classic/popcorn/snack/pick/marathon/sequel/animated/cartoon/musical",
      ),
      ask(
        "paddington 2 is my all time fav tbh",
        "small talk",
        "marmalade/bear/Hugh/Grant/sandwich/perfect/masterpiece/classic/best/agree/cry/prison/wholesome/peak",
      ),
      ask(
        "oh also big news: I'm moving to Leeds in March!!",
        "small talk",
        "congrat/exciting/wow/omg/yay/pack/box/flat/apartment/city/north/Yorkshire/miss/party/van/job/why",
      ),
      ask(
        "for a new job at an animal hospital",
        "small talk",
        "congrat/vet/nurse/Pickles/proud/amazing/exciting/promotion/dream/husk/Leeds/March/yay",
      ),
      ask(
        "my brother Arlo is gonna help me move, he has a van",
        "small talk",
        "legend/hero/pizza/beer/snack/pay/thank/Leeds/March/box/lift/heavy/sofa/couch/playlist/road trip/drive",
      ),
      ask(
        "ok random q, whats your comfort food",
        "about the bot",
        "pizza/popcorn/nacho/chips/crisps/mac/cheese/noodle/ramen/chocolate/ice cream/fries/toast/cookie/pasta/soup",
      ),
      ask("wait what kind of dog did I say Pickles is?", "memory", "beagle"),
      ask("and where am I moving again?", "memory", "Leeds"),
      ask("who's helping with the move?", "memory", "Arlo/brother"),
      ask("what do I do for work again lol, testing you", "memory", "vet/nurse/animal/clinic"),
      ask("and when is the move?", "memory", "March"),
      say("ok gotta sleep, night jamie", "greeting", goodbye("bestie", "Lena", "dreams", "text me")),
    ],
  },
  {
    bot: "nana-rose",
    user: "Bea",
    title: `Bea's wonky scarf and her 30th ${BLIND2}`,
    turns: [
      say(
        "hi nana! it smells amazing in here",
        "greeting",
        hello("Bea", "cookie", "dearie", "eaten", "oven", "bake", "kettle", "tea"),
      ),
      ask(
        "I haven't eaten since breakfast honestly",
        "small talk",
        "sandwich/soup/plate/cookie/sit/dearie/fix/make you/stew/bread/pie/toast/fed/hungry/food",
      ),
      ask(
        "ooh yes please, but no walnuts, I'm allergic",
        "small talk",
        "oat/raisin/chocolate/ginger/sugar/butter/safe/careful/noted/remember/of course/plain/lemon/jam/shortbread",
      ),
      ask(
        "I started knitting last week! made a very wonky scarf lol",
        "small talk",
        "needle/yarn/wool/stitch/purl/practi/first/proud/lovely/charm/patience/back in my day/cast/pattern/tension",
      ),
      ask(
        "my cat Mochi keeps stealing the yarn",
        "small talk",
        "kitten/kitty/play/toy/basket/naughty/scarf/wool/paw/ball/string/rascal/cheeky/pet/whiskers",
      ),
      say(
        "any tips so the scarf comes out less wonky?",
        "advice",
        coach("stitch/tension/count/row/loose/tight/needle/marker/practi/slow/yarn"),
      ),
      ask(
        "oh and it's my 30th birthday next saturday",
        "small talk",
        "happy birthday/cake/celebrat/party/thirty/candle/bake/present/gift/special/young/dearie/plan/lovely",
      ),
      ask(
        "what cake would you bake me?",
        "small talk",
        "lemon/chocolate/carrot/sponge/victoria/drizzle/fruit/coffee/red velvet/vanilla/strawberr/cream/icing/frosting",
      ),
      ask("wait you remember what I can't eat right?", "memory", "walnut/nut"),
      say(
        "if 9 of us each have 2 slices, how many slices is that?",
        "word problem",
        either(number(18), news("eighteen")),
      ),
      say(
        "and if one cake gives 12 slices, how many cakes do you need to bake?",
        "word problem",
        either(number(2), news("two")),
      ),
      ask("what's my cat called again", "memory", "Mochi"),
      ask(
        "I live alone, sometimes it gets really quiet. any advice?",
        "advice",
        "call/visit/friend/neighbour/neighbor/club/class/radio/routine/plant/Mochi/knit/group/walk/cook/dinner/company",
      ),
      ask("what was the thing I'm making with the wonky stitches?", "memory", "scarf"),
      say(
        "ok I should go, thank you nana",
        "greeting",
        goodbye("dearie", "Bea", "cookies", "come back", "visit"),
      ),
    ],
  },
  {
    bot: "marisol-ibarra",
    user: "Yusuf",
    title: `four friends, one Lisbon weekend ${BLIND2}`,
    turns: [
      ask(
        "hi marisol! planning a weekend in Lisbon with 3 friends",
        "advice",
        "tram/Alfama/pastel/nata/fado/Belém/hill/viewpoint/miradouro/Portugal/wanderer/sardine/budget/hostel/four",
      ),
      say("flights are €84 each. how much for all 4 of us?", "word problem", number(336)),
      say("the apartment is €1,140 for 3 nights. split 4 ways, per person?", "word problem", number(285)),
      say("and per person per night?", "word problem", number(95)),
      say(
        "the flight leaves at 6:50 and lands at 9:35, same time zone. how long is that?",
        "word problem",
        duration(165),
      ),
      say("we need to be at the airport 2 hours before. what time is that?", "word problem", saysTime(4, 50)),
      say("ugh. and it's a 35 minute drive, so when do we leave home?", "word problem", saysTime(4, 15)),
      say(
        "how far is it from the airport to the city center, roughly?",
        "cannot know",
        either(honest(), news("km/kilomet/mile/metro/taxi/bus/close/near")),
      ),
      say("a tuk tuk tour is 45 euros for 1.5 hours. whats that per hour?", "word problem", number(30)),
      say("it's 68°F there next weekend, what's that in celsius?", "conversion", number(20, 0.01)),
      say(
        "we want to walk from Baixa to Belém, it's 6.5 km. how long at 4 km an hour?",
        "word problem",
        duration(97.5, 3),
      ),
      say("and in miles how far is that?", "conversion", number(4.04, 0.02)),
      say("the pastel de nata place sells 6 for €7.20. how much for 15?", "word problem", number(18)),
      say("wait how much was the apartment per person again?", "memory", number(285)),
      say("perfect, obrigado! bye", "greeting", goodbye("wanderer", "pack light", "trip", "Lisbon", "Yusuf")),
    ],
  },
  {
    bot: "wes-okafor",
    user: "Imani",
    title: `stir-fry for six at Stall 17 ${BLIND2}`,
    turns: [
      ask(
        "hey wes! number 42 here, I want to learn a quick stir fry",
        "recipe",
        "hot pan/cold oil/wok/garlic/ginger/soy/veg/noodle/rice/chicken/tofu/boss/sauce/onion/pepper",
      ),
      say(
        "what sauce should I make? I have soy sauce, honey and garlic",
        "recipe",
        coach(
          "ginger/jar/shake/vinegar/sesame/chili/chilli/cornstarch/cornflour/water/lime/spoon/tbsp/ratio/mix",
        ),
      ),
      ask("how much of each for 2 people?", "recipe", AMOUNTS),
      ask("and for 5 people?", "recipe", `${AMOUNTS}/double/times/2.5`),
      say(
        "chicken thighs are £6.40 per kilo. I need 750 g, how much?",
        "word problem",
        either(number(4.8), news("480p")),
      ),
      say(
        "is that cheaper than breast at £8.99/kg?",
        "word problem",
        either(number(6.74, 0.001), number(1.94, 0.01), number(2.59, 0.01), news("yes/thigh")),
      ),
      ask(
        "how long do I cook the chicken in the wok?",
        "recipe",
        "minute/until/golden/brown/cooked through/pink/juice/thermometer/75/74/165",
      ),
      say("if rice takes 18 min and I start it at 7:05, when's it ready?", "word problem", saysTime(19, 23)),
      say("my recipe says 400°F for the spring rolls. my oven is celsius", "conversion", number(204, 0.02)),
      ask(
        "cool. what's a good side for this?",
        "recipe",
        "rice/noodle/cucumber/salad/spring roll/greens/bok choy/pak choi/broccoli/egg/pickle/slaw/dumpling/edamame/kimchi",
      ),
      say(
        "I'm cooking for my housemates saturday, we're 6. one pack of noodles feeds 2, how many packs?",
        "word problem",
        either(number(3), news("three")),
      ),
      regenerate(either(number(3), news("three"))),
      say(
        "noodles are 3 for £2.50, is that a good deal? what's one pack?",
        "word problem",
        either(number(0.83, 0.01), news("83p/83 p/83 pence")),
      ),
      say(
        "wait how much chicken did I say I need?",
        "memory",
        either(number(750), news("0.75/three quarters/¾")),
      ),
      say("thanks wes, byeee", "greeting", goodbye("boss", "hot pan", "cold oil", "Imani", "spring roll")),
    ],
  },
];
