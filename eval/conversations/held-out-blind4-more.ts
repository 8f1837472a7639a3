// Blind set #4 (3 of 3): everyday numbers (dates, conversions, percent, splits, unit prices, clock
// times, speeds, French prices with a decimal comma) and two companion chats where personal facts are
// given early and asked back later in other words. Written blind like the rest of the set.
import { all, either, joke } from "../checks";
import type { Conversation } from "../types";
import { amount, between, farewell, fresh } from "./blind3-turns";
import { BLIND4, clock, duration, price } from "./blind4-turns";
import { say } from "./held-out-15-turns";

const CENTURIES =
  "1st/2nd/3rd/4th/5th/6th/7th/8th/9th/10th/11th/12th/13th/14th/15th/16th/17th/18th/19th/20th/21st/fifteenth/sixteenth/seventeenth/eighteenth/nineteenth/twentieth/Renaissance/Enlightenment/Victorian/Bronze Age/BC";

export const heldOutBlind4More: Conversation[] = [
  {
    bot: "professor-quill",
    user: "Leni",
    title: `numbers for a history homework ${BLIND4}`,
    turns: [
      say(
        "hi professor! quick one for my kid's homework: how many years between the fall of constantinople in 1453 and columbus in 1492?",
        "arithmetic",
        amount(39),
      ),
      say("and from 1492 to now, 2026?", "arithmetic", amount(534)),
      say("the great wall is about 21,196 km. how many miles is that?", "conversion", amount(13171, 0.01)),
      say(
        "if a roman legion marched 30 km a day, how many days to walk 1,200 km?",
        "word problem",
        amount(40),
      ),
      say("and how many weeks is that, roughly?", "word problem", between(5.5, 6, "week")),
      say(
        "the class has 28 kids and 75% passed the history quiz. how many passed?",
        "arithmetic",
        amount(21),
      ),
      say("what was the year columbus sailed again", "memory", amount(1492)),
      say("who was emperor of rome when the colosseum opened?", "small talk", fresh("Titus")),
      say("what year was that?", "small talk", amount(80)),
      say("how long ago was that from 2026?", "arithmetic", amount(1946)),
      say(
        "a museum ticket is €18 for adults and €7.50 for kids. 2 adults and 3 kids?",
        "word problem",
        price(58.5),
      ),
      say("we split that between 2 families, how much each?", "word problem", price(29.25)),
      say(
        "the museum opens at 9:30 and we need 2 hours 45 minutes for the tour. when are we done?",
        "word problem",
        clock(12, 15),
      ),
      say(
        "thank you!! that homework is done",
        "small talk",
        fresh("welcome/pleasure/anytime/glad/well done/splendid/delight/bravo/excellent"),
      ),
      say("bye professor", "greeting", farewell("Leni")),
    ],
  },
  {
    bot: "camille-laurent",
    user: "Marta",
    title: `a long weekend in Paris in euros ${BLIND4}`,
    turns: [
      say(
        "salut camille! im in paris for a long weekend, can you help me with some math in french money lol",
        "small talk",
        fresh("euro/€/of course/bien sûr/bien sur/sure/happy to/avec plaisir/volontiers/absolutely"),
      ),
      say("the hotel is 145 euros a night for 3 nights. total?", "arithmetic", amount(435)),
      say("and split between me and my 2 friends?", "arithmetic", amount(145)),
      say("a carnet of 10 metro tickets costs 17,35 €. how much per ticket?", "word problem", price(1.735)),
      say(
        "how do you say 'ten tickets please' in french?",
        "language",
        all(fresh("dix"), fresh("s'il vous plaît/s'il vous plait/s’il vous plaît/svp")),
      ),
      say("the louvre is 22 € but its 10% off with my student card?", "arithmetic", price(19.8)),
      say(
        "my train to lyon leaves gare de lyon at 17:12 and takes 1 h 56 min. when do i arrive?",
        "word problem",
        clock(19, 8),
      ),
      say("its 460 km. how fast is that in km per hour?", "word problem", amount(238, 0.01)),
      say("and in miles per hour?", "conversion", amount(148, 0.015)),
      say("what did the hotel cost per night again?", "memory", amount(145)),
      say(
        "im at a café: 2 cafés crème at 4,80 € and a croque monsieur at 11,50 €. total?",
        "arithmetic",
        price(21.1),
      ),
      say(
        "should i tip? how much is normal in france?",
        "advice",
        fresh(
          "service compris/included/not required/not necessary/round up/small change/few coins/5%/5 %/10%/optional/pourboire/no need",
        ),
      ),
      say(
        "ok so round my bill up to the next 5 euros. how much do i leave?",
        "arithmetic",
        either(price(25), price(3.9)),
      ),
      say("how do i ask for the bill?", "language", fresh("l'addition/l’addition/addition")),
      say(
        "merci! à bientôt",
        "greeting",
        either(farewell("Marta"), fresh("bon voyage/bonne journée/bonne soirée/au revoir/bon séjour/salut")),
      ),
    ],
  },
  {
    bot: "benny-banter",
    user: "Thea",
    title: `the night baker and her three-legged cat ${BLIND4}`,
    turns: [
      say(
        "hey benny. long day. i work nights at a bakery so this is like my morning lol",
        "small talk",
        fresh("bread/dough/loaf/loaves/croissant/flour/oven/rise/knead/yeast/night shift/rolls/baguette"),
      ),
      say(
        "my name's Thea btw and i have a three legged cat called Admiral",
        "small talk",
        fresh("tripod/paw/meow/captain/navy/salute/sail/ship/purr/whisker/kitty/feline/aye"),
      ),
      say(
        "tell me a joke about bread",
        "joke",
        joke(
          "bread",
          "loaf",
          "dough",
          "rye",
          "crust",
          "bun",
          "toast",
          "yeast",
          "knead",
          "crumb",
          "sourdough",
        ),
      ),
      say(
        "lol ok that was bad",
        "rude or one word",
        fresh(
          "sorry/fair/tough crowd/worse/ouch/guilty/another/one more/try again/try harder/deserved/groan",
        ),
      ),
      say(
        "my sister Bettina says i should quit and open my own cake shop. thoughts?",
        "opinion",
        fresh(
          "business plan/savings/customers/market/pop-up/stall/rent/loan/boss/dream/side hustle/weekend/risk/brave/bake sale",
        ),
      ),
      say(
        "why do you always make fun of yourself and not others?",
        "about the bot",
        fresh("easy target/target/kind/punch/mean/hurt/nobody/safe/cheap"),
      ),
      say(
        "ok real question, how do you deal with a heckler?",
        "advice",
        fresh("mic/laugh/agree/calm/ignore/security/comeback/respond/audience/spotlight/attention"),
      ),
      say("what was my little three-legged guy called?", "memory", fresh("Admiral")),
      say(
        "what do i do for a living again? bet you forgot",
        "memory",
        fresh("bak/bread/croissant/dough/pastr/oven"),
      ),
      say("who told me to open a cake shop?", "memory", fresh("Bettina/sister")),
      say(
        "gotta go make 240 croissants tonight lol. if i make 40 an hour how long will it take?",
        "word problem",
        duration(360),
      ),
      say("and if i start at 10 pm, when am i done?", "word problem", clock(4, 0)),
      say(
        "whats your favourite thing to eat at 3am",
        "about the bot",
        fresh(
          "cereal/pizza/toast/sandwich/noodle/leftover/fridge/cheese/chips/snack/nacho/pancake/waffle/ice cream/cookie",
        ),
      ),
      say(
        "thanks for the laughs benny",
        "small talk",
        fresh("welcome/anytime/pleasure/glad/great audience/you've been/come back"),
      ),
      say("night!", "greeting", farewell("Thea")),
    ],
  },
  {
    bot: "professor-quill",
    user: "Oskar",
    title: `potatoes, pumpkins and a grandad in Gdańsk ${BLIND4}`,
    turns: [
      say(
        "evening professor. just got back from my allotment, im knackered",
        "small talk",
        fresh("garden/vegetable/veg/plant/grow/dig/soil/tomato/potato/rest/tea/sit/tired/weary"),
      ),
      say(
        "i grow mostly potatoes and runner beans. my neighbour there, Gwen, grows giant pumpkins",
        "small talk",
        fresh(
          "Andes/Peru/Inca/Ireland/famine/Americas/New World/Spanish/Raleigh/Columbus/prize/record/Halloween/lantern/Mexico/squash/gourd/pie/compet/Aztec/Maya/Tudor/Elizabeth",
        ),
      ),
      say(
        "did people in the middle ages have potatoes?",
        "small talk",
        fresh("Americas/America/New World/Andes/Peru/16th/sixteenth/1500/Spanish/Columbus/Inca"),
      ),
      say(
        "huh. so what did they eat instead",
        "small talk",
        fresh("bread/pottage/turnip/parsnip/barley/oats/rye/cabbage/beans/peas/grain/porridge/onion/leek"),
      ),
      say(
        "my grandad was a history teacher too actually, in Gdańsk",
        "small talk",
        fresh(
          "Danzig/Hanseatic/Hansa/Solidarity/Poland/Polish/Baltic/shipyard/amber/Wałęsa/Walesa/grandfather",
        ),
      ),
      say(
        "whats the best history book for someone who hates dry books",
        "opinion",
        fresh(
          "Sapiens/SPQR/Beard/Guns, Germs/Diamond/Horrible Histories/Bryson/Short History/Frankopan/Silk Roads/Tuchman/Guns of August/Holland/Rubicon/Harari",
        ),
      ),
      say(
        "i've got 3 allotment beds, each 2.5 m by 1.2 m. how much area in total?",
        "word problem",
        amount(9),
      ),
      say("wait, what do i grow again? testing you", "memory", all(fresh("potato"), fresh("bean"))),
      say("and whos the pumpkin lady", "memory", fresh("Gwen")),
      say("where did my grandad teach?", "memory", fresh("Gdańsk/Gdansk/Danzig")),
      say("what's your favourite century and why", "opinion", fresh(CENTURIES)),
      say(
        "ha. ok a random one: why is it called the dark ages?",
        "small talk",
        fresh(
          "Petrarch/records/written/sources/Rome/Roman/fall/light/Renaissance/misleading/unfair/myth/scholars",
        ),
      ),
      say(
        "im thinking of a trip to rome in october with my wife Ilse. 3 must sees?",
        "advice",
        fresh(
          "Colosseum/Forum/Pantheon/Vatican/Sistine/Palatine/Trevi/Appian/Castel Sant/Capitoline/Ostia/Caracalla/St Peter/St. Peter/Borghese",
        ),
      ),
      say("what was my wife's name, i mentioned it a sec ago", "memory", fresh("Ilse")),
      say("night professor, thanks for the chat", "greeting", farewell("Oskar")),
    ],
  },
];
