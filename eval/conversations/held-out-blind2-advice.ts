// Blind set #2 (2 of 3): three advice conversations with a concrete situation and a companion chat
// with regenerates, fifteen turns each, written blind like the rest of the set (held-out-blind2.ts).
import { all, either, joke, mentions, number } from "../checks";
import type { Conversation } from "../types";
import { ask, BLIND2, coach, goodbye, hello, news, regenerate, say, saysTime } from "./blind2-turns";

const OPENING = "Noor/Bastian/climb/gym/rope/wall";

export const heldOutBlind2Advice: Conversation[] = [
  {
    bot: "priya-anand",
    user: "Ana",
    title: `negotiating the 52k offer ${BLIND2}`,
    turns: [
      ask(
        "Hi Priya. I got a job offer!! but the salary is lower than I hoped",
        "advice",
        "congrat/negotiat/counter/range/market/research/benefit/package/worth/Ana/figure/amount/how much/concrete",
      ),
      ask(
        "they offered 52,000 and I wanted around 60k",
        "advice",
        "counter/negotiat/gap/8,000/8000/8k/difference/15%/market/research/range/justify/evidence/achievement/value",
      ),
      say("what percent more is 60k than 52k?", "word problem", number(15.38, 0.01)),
      say(
        "How do I actually say it on the call without sounding greedy?",
        "advice",
        coach("thank/excit/enthusias/counter/figure/60/research/value/script/pause/range/market/role"),
      ),
      ask(
        "what if they say no?",
        "advice",
        "benefit/bonus/remote/vacation/holiday/review/six months/6 months/signing/title/walk away/decline/accept/training/flexib/equity/start date/package",
      ),
      say("they also offer 5% annual bonus. how much is that on 52,000?", "word problem", number(2600)),
      say("so total with bonus?", "word problem", number(54600)),
      say("ok and if I get 56k instead, with the same bonus?", "word problem", number(58800)),
      ask(
        "I'm nervous honestly. I've never negotiated anything",
        "feelings",
        "normal/natural/common/practi/rehears/expect/most people/everyone/breath/prepar/script/role-play/brave/courage",
      ),
      ask(
        "can we practise? you be the recruiter",
        "role-play",
        "salary/offer/52/thank/expectation/range/figure/number/budget/welcome/position/role/team/pleased/glad",
      ),
      ask(
        "I'm really excited about the role. Based on my research I was hoping for 58,000.",
        "role-play",
        "well done/nicely/strong/confident/budget/stretch/consider/flexib/understand/come back/manager/counter/55/56/57/approval/check with",
      ),
      say("wait what number did they first offer me?", "memory", either(number(52000), news("52k/52 k"))),
      say("and what did i say I wanted originally?", "memory", either(number(60000), news("60k/60 k/sixty"))),
      ask(
        "should I mention the other company that interviewed me?",
        "opinion",
        "leverage/honest/only if/true/real/bluff/competing/truth/lie/careful/offer/pressure/respect",
      ),
      ask(
        "thank you Priya this helped a lot",
        "greeting",
        "luck/welcome/proud/glad/pleasure/anytime/go get/rooting/let me know/update/you've got/you got this/deserve",
      ),
    ],
  },
  {
    bot: "leo-santos",
    user: "Jonas",
    title: `the toast for Noor and Bastian ${BLIND2}`,
    turns: [
      ask(
        "hey Leo. my sister Noor is getting married in 3 weeks and I have to give a toast",
        "advice",
        "congrat/speech/practi/rehears/story/structure/minute/audience/guest/wonderful/exciting/honou/mean it/Jonas",
      ),
      ask(
        "120 guests. i get sweaty just thinking about it",
        "feelings",
        "breath/pause/normal/nerv/practi/rehears/adrenaline/water/calm/body/friend/face/eye/audience/crowd",
      ),
      ask("how long should it be?", "advice", "minute/second/short/brief/words"),
      say("how many words is 3 minutes if I talk at 130 words a minute?", "word problem", number(390)),
      ask(
        "what should I open with?",
        "advice",
        "story/joke/thank/welcome/name/Noor/memory/moment/introduce/hello/who you are/brother/anecdote/question/quote",
      ),
      ask(
        "her husband is called Bastian, they met at a climbing gym",
        "advice",
        "rope/wall/fall/belay/catch/story/Noor/joke/line/toast/speech/hold/summit/peak/top/support/partner/together",
      ),
      ask("can you write me an opening line?", "advice", OPENING),
      regenerate(news(OPENING)),
      ask(
        "what do I do with my hands lol",
        "advice",
        "glass/card/note/side/relax/hold/pocket/gesture/open/posture/still/loose/rest",
      ),
      ask(
        "ok let's practise. tell me if its good: 'Hi everyone, I'm Jonas, Noor's little brother, and I've been terrified of this moment for 3 weeks.'",
        "advice",
        "laugh/honest/warm/strong/pause/smile/land/works/breath/eye contact/slow/relatable/charm/nice/great/perfect/funny/humor/humour",
      ),
      ask("wait, what did I say the groom's name was?", "memory", "Bastian"),
      ask("and how do I end it?", "advice", "glass/raise/cheers/toast/Noor/Bastian/couple/happ/wish/love"),
      say(
        "the dj gives me the mic at 8:40pm and I have 3 minutes. when am I done?",
        "word problem",
        saysTime(20, 43),
      ),
      ask(
        "what if I cry in the middle lol",
        "feelings",
        "okay/fine/normal/pause/breath/human/love/guests/moment/tissue/water/sweet/real/forgive/alright/laugh",
      ),
      ask(
        "thanks Leo, wish me luck",
        "greeting",
        "say it like/proud/got this/you'll/knock/rock/great/amazing/Noor/Bastian/congrat/break a leg/good luck",
      ),
    ],
  },
  {
    bot: "maya-sol",
    user: "Rafael",
    title: `the desk worker's lower back ${BLIND2}`,
    turns: [
      ask(
        "morning Maya. my lower back is killing me from sitting at my desk all day",
        "advice",
        "stretch/move/break/posture/walk/chair/sunshine/cat/cow/child/hip/twist/knee/breath/gentle/stand/doctor/physio",
      ),
      ask(
        "I sit like 9 hours a day",
        "advice",
        "break/stand/walk/every/minute/timer/alarm/move/stretch/chair/desk/back",
      ),
      say(
        "if I stand up for 5 minutes every hour, how long is that in a 9 hour day?",
        "word problem",
        all(number(45), mentions("min")),
      ),
      say(
        "show me one stretch I can do at my desk",
        "advice",
        coach("twist/fold/seat/reach/shoulder/hip/spine/breath/chair/arm/neck/knee/hold"),
      ),
      ask("how long do I hold it?", "advice", "second/breath/minute/30/20/15/five/count"),
      regenerate(news("second/breath/minute/30/20/15/five/count")),
      ask(
        "my partner Leila says I should just buy a standing desk. is that worth it?",
        "opinion",
        "move/alternat/switch/all day/price/budget/cost/shoe/mat/habit/both/help/try/first/cheap/box/books",
      ),
      say(
        "those are like 400 euros tho. the one I saw was €389 with 15% off, what's the price after?",
        "word problem",
        number(330.65),
      ),
      ask(
        "also I drink maybe 2 glasses of water a day, is that bad",
        "advice",
        "more/hydrat/bottle/litre/liter/cup/body/thirst/aim/6/8/sip/tea/fruit",
      ),
      say(
        "if a glass is 250 ml how many glasses make 2 litres?",
        "word problem",
        either(number(8), news("eight")),
      ),
      ask("what did my partner say I should buy?", "memory", "standing desk/standing"),
      ask("and what was her name lol", "memory", "Leila"),
      say(
        "ok give me a tiny routine for tomorrow morning, like 10 minutes",
        "advice",
        coach("stretch/breath/cat/cow/twist/fold/walk/neck/shoulder/hip/water"),
      ),
      ask(
        "honestly I'm bad at habits. I always quit after 3 days",
        "advice",
        "small/tiny/start/anchor/coffee/tooth/remind/again/restart/kind/gentle/project/home/streak/reward/calendar/pair/easy",
      ),
      say("thanks maya, ttyl", "greeting", goodbye("sunshine", "stretch", "water", "Rafael")),
    ],
  },
  {
    bot: "unit-k7",
    user: "Hiro",
    title: `Kay, the bill and Yui's visit ${BLIND2}`,
    turns: [
      say(
        "hi kay! you're booted up?",
        "greeting",
        hello(
          "Hiro",
          "boot sequence",
          "%",
          "percent",
          "assist",
          "diagnostic",
          "operational",
          "online",
          "ready",
        ),
      ),
      say("tell me a joke", "joke", joke()),
      regenerate(joke()),
      say("haha ok. what's 18% tip on a €64.50 bill?", "word problem", number(11.61, 0.001)),
      say("and if 3 of us split the bill plus tip?", "word problem", number(25.37, 0.001)),
      regenerate(number(25.37, 0.001)),
      ask(
        "my sister Yui is visiting from Osaka next week",
        "small talk",
        "welcome/guest/prepare/clean/room/snack/excit/happiness/%/percent/Japan/bed/plan/tidy/family/arriv",
      ),
      ask(
        "she's vegetarian, what could I cook?",
        "recipe",
        "tofu/curry/pasta/vegetable/veggie/bean/lentil/mushroom/risotto/salad/soup/egg/cheese/chickpea/rice/noodle/pizza/Yui",
      ),
      ask("how do you feel today, in percent?", "about the bot", "%"),
      ask(
        "I'm kinda stressed about work actually",
        "feelings",
        "diagnostic/sorry/breath/break/rest/help/tea/talk/understand/normal/deadline/boss/elevated/detect/support/happen",
      ),
      say(
        "my boss moved the deadline to friday 9am and it's wednesday 3pm now. how many hours do I have?",
        "word problem",
        number(42),
      ),
      regenerate(number(42)),
      ask("where is my sister coming from again?", "memory", "Osaka"),
      ask("and what does she not eat?", "memory", "meat/vegetarian/fish/chicken/beef/pork"),
      say(
        "thanks kay, shutting you down for the night lol",
        "greeting",
        goodbye("goodnight", "sleep mode", "standby", "power", "recharg", "Hiro"),
      ),
    ],
  },
];
