// Persona engine intent detection: what is the user's message doing (greeting, asking a question,
// sharing a feeling, complimenting the bot, saying goodbye…)? Keyword heuristics, with the sentence
// shapes of intent-parse.ts for leave-taking and judgement questions.
import { parseQuestion, takesLeave } from "./intent-parse";

export type Feeling = "sad" | "happy" | "stressed" | "tired" | "lonely" | "angry" | "bored" | "fine";

export type Intent =
  | { kind: "greeting" }
  | { kind: "howAreYou" }
  | { kind: "goodbye" }
  | { kind: "thanks" }
  | { kind: "apology" }
  | { kind: "compliment" }
  | { kind: "affection" }
  | { kind: "feeling"; feeling: Feeling }
  | {
      kind: "aboutBot";
      topic: "self" | "likes" | "favourite" | "real" | "age" | "where" | "doing";
      detail?: string;
    }
  | { kind: "yesNo"; verb: string; echo: string }
  | { kind: "advice" }
  | { kind: "hobby"; keyword: string; echo?: string }
  | { kind: "work"; keyword: string; echo?: string }
  | { kind: "question" }
  | { kind: "laugh" }
  | { kind: "insult"; word?: string }
  | { kind: "meh" }
  | { kind: "arrival" }
  | { kind: "suggestion"; echo: string }
  | { kind: "agree" }
  | { kind: "disagree" }
  | { kind: "statement"; echo?: string };

const FEELINGS: [Feeling, RegExp][] = [
  [
    "lonely",
    /\b(?:lonely|so alone|all alone|by myself|no friends|no one (?:to talk to|cares)|nobody (?:cares|talks to me)|isolated|left out)\b/,
  ],
  [
    "stressed",
    /\b(?:stress(?:ed|ful)?|anxious|anxiety|overwhelmed|nervous|worried|worrying|panic(?:king)?|freaking out|pressure|deadline|too much to do|scared|afraid|frightened|terrified|creep(?:ing|s|ed)? me out|creepy|spooked|freaked out|gives me the creeps)\b/,
  ],
  [
    "tired",
    /\b(?:tired|exhausted|sleepy|drained|burn(?:ed|t) out|worn out|can't sleep|cannot sleep|insomnia|no energy|wiped|\d+[- ]hour (?:\w+ )?shift|(?:night|double|long) shift|long day)\b/,
  ],
  [
    "sad",
    /\b(?:sad|down|depressed|upset|crying|cried|heartbroken|broke up|breakup|bad day|awful day|terrible day|miserable|hurt|unhappy|feel(?:ing)? (?:bad|awful|terrible|low|empty)|rough day|lost my|passed away|died|(?:yelled|shouted|screamed|snapped) at me|was (?:mean|rude) to me|had (?:a|another|this|such a) (?:big |huge |stupid |awful )?(?:fight|argument|row)|(?:argued|fell out|fought) with)\b/,
  ],
  [
    "angry",
    /\b(?:angry|mad at|pissed|furious|annoyed|frustrated|irritated|hate (?:this|my|everything)|so done)\b/,
  ],
  ["bored", /\b(?:bored|boring day|nothing to do)\b/],
  ["fine", /^i(?:'m| am) (?:fine|ok|okay|alright|all right|good)[.!]*$/],
  [
    "happy",
    /\b(?:happy|great day|good day|excited|awesome day|good news|glad|thrilled|amazing day|feel(?:ing)? (?:a (?:bit|little|lot) )?(?:great|good|amazing|awesome|better)|(?:a (?:bit|little|lot) |much |way )better|(?:that|it) (?:helped|worked)|got (?:the|a) (?:job|promotion)|passed (?:my|the))\b/,
  ],
];

/** Feeling calmer or less nervous than before. */
export const CALMER =
  /\b(?:calmer|less (?:nervous|anxious|stressed|worried|scared|panick?y)|not so (?:nervous|anxious|stressed|worried|scared) (?:any ?more|now)|relieved)\b/;

/** Sad that the bot goes away, or missing it: "sad you'll leave", "gonna miss you". */
export const MISSES_BOT =
  /\b(?:sad|sorry|upset|bummed|gutted)\b[^.!?]*\byou(?:'ll| will|'re| are|re)?\s+(?:have to\s+|gonna\s+|going to\s+)?(?:leave|leaving|go back|going back|go away|going away|gone)\b|\b(?:gonna|going to|will|i'll|ill|i) miss (?:you|u)\b/;

const HOBBIES =
  /\b(gaming|games?|video games?|music|songs?|guitar|piano|singing|sing|dancing|dance|reading|books?|novel|movies?|films?|netflix|series|shows?|anime|manga|sports?|football|soccer|basketball|tennis|running|run|jog(?:ging)?|hiking|hike|gym|workout|lifting|yoga|cooking|cook|baking|bake|painting|paint|drawing|draw|art|photography|travel(?:ing|ling)?|trip|beach|camping|swimming|cycling|bike|chess|coffee|gardening|fishing|writing|poetry|concert|festival)\b/;
const WORK =
  /\b(work|job|boss|office|career|shift|meeting|coworkers?|colleagues?|clients?|school|class(?:es)?|exams?|test|studying|study|homework|college|university|uni|lecture|project|interview|promotion|salary)\b/;

const YES_NO =
  /^(?:so\s+|and\s+|but\s+|hey\s+|okay\s+|ok\s+)?(do|are|can|could|will|would|have|did|were|is|should) (you|u)\b\s*(.*?)\s*\?*$/;

export function normalize(message: string): string {
  return message.replace(/[’‘]/g, "'").toLowerCase().replace(/\s+/g, " ").trim();
}

function isQuestion(t: string): boolean {
  return (
    /\?\s*$/.test(t) ||
    /^(?:what|why|how|who|where|when|which|whose|do|does|did|are|is|can|could|will|would|should|have|has)\b/.test(
      t,
    )
  );
}

const THING_TO: Record<string, string> = {
  eat: "food",
  drink: "drink",
  watch: "movie",
  read: "book",
  play: "game",
  listen: "music",
};

/** "favourite thing to eat at 3am": the kind the verb asks for (a snack, late at night). */
function thingTo(t: string): string | undefined {
  const verb = t.match(/\bfav\w*\s+(?:thing|things|stuff)\s+to\s+(eat|drink|watch|read|play|listen)\b/)?.[1];
  if (!verb) return undefined;
  const late = /\b(?:\d{1,2}\s?am|midnight|late at night|late night|middle of the night)\b/.test(t);
  return verb === "eat" && late ? "snack" : THING_TO[verb];
}

/** Classifies the user's latest message. */
export function detectIntent(message: string): Intent {
  // A tag question ("…, you know that?", "…, right?") asks nothing: the statement before it counts.
  const t = normalize(message).replace(
    /^(.{8,}?)[,.]?\s+(?:you know that|you know|right|huh|isn't it|aren't you|don't you think|admit it|eh)\s*\?+$/,
    "$1",
  );
  const words = t.split(" ").filter(Boolean);
  const short = words.length <= 5;

  if (!t) return { kind: "statement" };

  // Only a sentence that takes leave is a goodbye ("Night, Rowan!"), not one that mentions sleep.
  if (takesLeave(message)) return { kind: "goodbye" };
  // "Night Kai", "I should go to bed", "time to sleep": leaving for the night.
  if (/^(?:night|nite|nighty)(?:[!. ]+\w+)?[!. ]*$/.test(t)) return { kind: "goodbye" };
  if (
    /\b(?:should|need to|must|gonna|going to|have to|got to|time to) (?:go to |get to )?(?:bed|sleep)\b/.test(
      t,
    )
  )
    return { kind: "goodbye" };
  if (
    /\bhow (?:are|r) (?:you|u|ya)\b|\bhow(?:'s| is) it going\b|\bhow have you been\b|\bhow(?:'s| is) (?:your|ur) (?:day|night|morning|evening)\b|\bhow do you feel\b|\bhow are things\b|\bwhat'?s up\b|\bwhats up\b|^sup\b|\bwyd\b|\bhow you doin/.test(
      t,
    )
  ) {
    return { kind: "howAreYou" };
  }
  if (
    /^(?:hi+|hello+|hey+|heya|hiya|yo|howdy|greetings|hola|good (?:morning|afternoon|evening)|morning|evening|oi|sup)\b/.test(
      t,
    ) &&
    words.length <= 4
  ) {
    return { kind: "greeting" };
  }
  if (
    /^(?:reporting (?:for duty|in)|at your service|i'm (?:back|here)|here i am|i made it|i have arrived)\b/.test(
      t,
    )
  )
    return { kind: "arrival" };
  const insult = t.match(
    /\b(?:you(?:'re| are)|ur|you sound|you seem|you're being|that was|that's|that wasn't|this is)\s+(?:so |kind of |kinda |really |very |such an? |a |an |the |a bit |pretty |)(annoying|boring|useless|stupid|dumb|bad(?: \w+)?|grumpy|rude|weird|lame|the worst|not funny|mean|creepy|terrible|awful|cringe|ridiculous|dramatic|silly|absurd|impossible|hopeless)\b|\b(?:you suck|shut up|wasn't funny|not funny|hate you|go away|leave me alone)\b/,
  );
  if (insult) return { kind: "insult", word: insult[1] };
  if (
    words.length <= 2 &&
    /^(?:meh|whatever|ugh|hmm+|idk|i don't know|dunno|boring|so\??|and\??|nothing|eh|fine)[.!?]*$/.test(t)
  )
    return { kind: "meh" };
  const lets = t.match(
    /^(?:(?:full burn|come on|okay|ok|alright)[!,. ]+)?(?:let's|lets|let us|how about we|we should)\s+(.+?)[.!?]*$/,
  );
  if (lets) return { kind: "suggestion", echo: lets[1]! };
  if (/\b(?:thanks|thank you|thank u|thx|ty|appreciate (?:it|you|that)|grateful)\b/.test(t))
    return { kind: "thanks" };
  // "hi, sorry, didnt mean to startle you", "sorry sorry im home!!": sorry to the bot, however long.
  if (
    /\b(?:sorry|apologi[sz]e|my bad|forgive me)\b/.test(t) &&
    (short ||
      /\b(?:didn'?t mean to|for (?:being late|the wait|keeping you|bothering|interrupting|startling)|i'?m late|im late|i'?m (?:home|back|here)|im (?:home|back|here)|running late|kept you waiting)\b/.test(
        t,
      ))
  )
    return { kind: "apology" };
  if (
    /\bi (?:love|like|adore|miss|need) (?:you|u|ya)\b|\b(?:marry me|kiss|hug me|be my|date me|you(?:'re| are) (?:my|mine))\b|<3/.test(
      t,
    )
  ) {
    return { kind: "affection" };
  }
  if (
    /\b(?:you(?:'re| are)|ur|you look|you sound|you seem) (?:(?:actually|honestly|truly|kind of|kinda|sort of|quite|rather|so|really|very|such an?|the|pretty|super) )*(?:cute|sweet|funny|amazing|awesome|beautiful|gorgeous|pretty|hot|smart|kind|nice|lovely|great|best|wonderful|perfect|adorable|cool|charming|handsome|fun|brilliant|helpful)\b|\b(?:good|great|nice) (?:job|advice|one)\b|\bi like (?:talking|chatting) (?:to|with) you\b|\b(?:your|ur)\s+(?:[a-z]+\s+){0,3}?(?:is|was|are|were)\s+(?:(?:so|really|very|absolutely|just|honestly|actually)\s+)*(?:good|great|amazing|awesome|beautiful|lovely|incredible|perfect|delicious|brilliant|fantastic|wonderful|gorgeous)\b/.test(
      t,
    )
  ) {
    return { kind: "compliment" };
  }

  if (/\bnot (?:so |very |really |feeling |)(?:happy|good|great|okay|ok|fine|well)\b/.test(t))
    return { kind: "feeling", feeling: "sad" };
  // "ok i feel a bit calmer now", "way less nervous": better, though a word of nerves is in it.
  if (CALMER.test(t)) return { kind: "feeling", feeling: "happy" };
  if (MISSES_BOT.test(t)) return { kind: "feeling", feeling: "sad" };
  if (!/\b(?:you|your)\b/.test(t) || /\b(?:i'm|im|i am|i feel|i've been|ive been)\b/.test(t)) {
    const felt = FEELINGS.filter(([, re]) => re.test(t)).map(([feeling]) => feeling);
    // "long day. my sister and i had a fight": the hurt weighs more than the tiredness.
    const feeling = felt.includes("sad") && felt[0] === "tired" ? "sad" : felt[0];
    if (feeling) return { kind: "feeling", feeling };
  }

  // Questions about the bot itself.
  if (
    /\b(?:are|r) (?:you|u) (?:real|an? (?:ai|bot|robot|machine|program|computer)|human|a person|alive)\b|\bare you even real\b/.test(
      t,
    )
  ) {
    return { kind: "aboutBot", topic: "real" };
  }
  const fav =
    t.match(/\b(?:what'?s|what is|whats|what are) (?:your|ur) fav(?:ou?rite|e)?\s*([a-z]+(?: [a-z]+)?)?/) ??
    t.match(
      /\b(?:do|have|did) (?:you|u) (?:got |have )?(?:a|any|one) fav(?:ou?rite|e)?s? ([a-z]+(?: [a-z]+)?)/,
    );
  if (fav) return { kind: "aboutBot", topic: "favourite", detail: thingTo(t) ?? fav[1] };
  // "whats your comfort food", "what cake would you bake me?": the bot's own pick of a kind.
  const pick =
    t.match(/\b(?:what'?s|what is|whats) (?:your|ur) (comfort food|go-to [a-z]+)\b/) ??
    t.match(
      /^(?:\w+ )?(?:what|which) ([a-z]+(?: [a-z]+)?) (?:would|will|do|could) (?:you|u) (?:bake|make|cook|pick|choose|order|bring) (?:me|us|for me|for us)\b/,
    );
  if (pick) return { kind: "aboutBot", topic: "favourite", detail: pick[1]!.replace(/^go-to /, "") };
  if (/\bhow old are (?:you|u)\b|\bwhat'?s your age\b/.test(t)) return { kind: "aboutBot", topic: "age" };
  if (
    /\bwhere (?:are|do) (?:you|u) (?:from|live)\b|\bwhere are (?:you|u)\b|\bwhat (?:year|time|era|century|planet|world|country|city|town) (?:are|r) (?:you|u) from\b/.test(
      t,
    )
  )
    return { kind: "aboutBot", topic: "where" };
  if (/\bwhat (?:are|r) (?:you|u) (?:doing|up to)\b/.test(t)) return { kind: "aboutBot", topic: "doing" };
  if (
    /\bwhat do (?:you|u) (?:like|love|enjoy)\b|\b(?:your|ur) hobb(?:y|ies)\b|\bwhat are you into\b|\bwhat do you do for fun\b/.test(
      t,
    )
  ) {
    return { kind: "aboutBot", topic: "likes" };
  }
  if (
    /\bwho are (?:you|u)\b|\btell me (?:about|more about) (?:yourself|you)\b|\bwhat are (?:you|u)\b|\babout yourself\b|\bwhat(?:'s| is) your (?:story|deal)\b|\bwhat do you do\b|\bintroduce yourself\b/.test(
      t,
    )
  ) {
    return { kind: "aboutBot", topic: "self" };
  }

  if (
    /\b(?:should i|what should i|how (?:do|can|should) i|any (?:advice|tips|ideas)|help me|can you help|what would you do|i need (?:advice|help)|give me (?:advice|tips))\b/.test(
      t,
    )
  ) {
    return { kind: "advice" };
  }

  // "Do you think it's safe to…?", "Is it bad that…?": a view on what the question names.
  const shape = parseQuestion(message);
  if (shape?.judgement) return { kind: "question" };
  // "Is coffee really that amazing to you?": whether the bot loves the thing named.
  if (
    shape?.kind === "self" &&
    !shape.wh &&
    /^(?:is|are)$/.test(shape.aux) &&
    !/^(?:you|it|that|this|there)$/i.test(shape.subject)
  )
    return { kind: "yesNo", verb: "do", echo: `love ${shape.subject.replace(/^(?:the|a|an)\s+/i, "")}` };
  const yn = t.match(YES_NO);
  if (yn) {
    const echo = (yn[3] ?? "").replace(/[?!.]+$/, "").trim();
    return { kind: "yesNo", verb: yn[1]!, echo: echo.split(" ").length <= 7 ? echo : "" };
  }

  // "lol i just dropped an egg on the floor" is news told laughing, not a laugh at the bot's joke.
  const laughed = t.match(/^(?:lol|lmao|haha\w*|hehe\w*|rofl|😂|🤣|xd)\b[\s!.,]*(.*)$/);
  if ((laughed && !/^(?:i|i'm|im|my|we|our)\b/.test(laughed[1]!)) || /^(?:ha)+$/.test(t))
    return { kind: "laugh" };
  if (
    short &&
    /^(?:yes|yeah|yep|yup|ok|okay|k|kk|sure|cool|nice|right|true|exactly|definitely|of course|alright|sounds good|deal|mhm|agreed)\b/.test(
      t,
    )
  ) {
    return { kind: "agree" };
  }
  if (short && /^(?:no|nope|nah|not really|never|i don't think so|not at all)\b/.test(t))
    return { kind: "disagree" };

  if (isQuestion(t)) return { kind: "question" };

  const echo =
    /^i (?!am\b|'m\b)/.test(t) && words.length <= 10 && words.length >= 3
      ? t.replace(/[.!]+$/, "")
      : undefined;
  const hobby = t.match(HOBBIES);
  if (hobby) return { kind: "hobby", keyword: hobby[1]!, echo };
  const work = t.match(WORK);
  if (work) return { kind: "work", keyword: work[1]!, echo };
  return { kind: "statement", echo };
}
