// The persona engine's skills beyond small talk, each a plan or null when the message is not for
// it: sums and unit conversions, translations of everyday words, poems, jokes, stories, riddles,
// recipes, advice, recommendations, the card's own example answers, and honest "I can't know
// that" replies to questions about live data or facts it cannot look up.
import { WATCH } from "./advice";
import { advicePlan, medicalLimit } from "./advice-plan";
import { detectAsk, liveSubject, unknowable, type Ask } from "./asks";
import type { Ctx } from "./context";
import { poemLines, storyText } from "./creative";
import { storyRevisionPlan } from "./story-revise";
import { poemSubject } from "./poem-subject";
import { HEALTH } from "./directives";
import { matchExample } from "./examples";
import { asksFigure, numbersAsked, solveNumbers, wordProblemPlan } from "./number-first";
import { numberNeeds } from "./number-needs";
import { jokesAbout } from "./jokes";
import { personaLibraries } from "./libs";
import { translate, translationAsked } from "./language";
import { solveMath, type MathAnswer } from "./math";
import { PHRASEBOOK } from "./phrasebook";
import { basePlan, fillAll, fixedPlan, type Plan, type Vals } from "./plan";
import { methodFor } from "./kitchen-parts";
import { recipeCard } from "./recipe-book";
import { findRecipes, mealsFor, onTheSide, otherRecipe } from "./recipes";
import { seededRandom } from "./random";
import { capitalize } from "./text";
import { topicOf } from "./topics";
import { solveConversion } from "./conversions";
import { toldJokePlan } from "./told-joke";
import { translationFollowUp } from "./translate-followup";

const TUTOR = /\b(?:tutor|teacher|math|maths|science|homework|learning)\b/;

function mathPlan(ctx: Ctx, answer: MathAnswer, vals: Vals): Plan {
  const { shown, result } = answer;
  const lines = [
    `${shown} = ${result}.`,
    `That's ${result}: ${shown} = ${result}.`,
    `Easy one: ${shown} comes to ${result}.`,
  ];
  if (TUTOR.test(ctx.cardText) && answer.operands) {
    // A tutor shows the working rather than just the answer.
    const [a, b, op] = answer.operands;
    if (op === "*" && a > 10 && b < 10)
      lines.unshift(
        `${shown} = ${result}. Break it up: ${a - (a % 10)} × ${b} = ${(a - (a % 10)) * b}, plus ${a % 10} × ${b} = ${(a % 10) * b}, makes ${result}.`,
      );
    else lines.unshift(`${shown} = ${result}. Check it backwards and it holds up.`);
  }
  // The tutor's working, when there is one, comes first.
  const plan = {
    ...basePlan(fillAll(lines, vals)),
    ordered: TUTOR.test(ctx.cardText) && Boolean(answer.operands),
  };
  if (ctx.directives.nextStep === "attempt" && answer.operands?.[2] === "*") {
    // A card that asks the student to try always ends on the next sum, never on a generic question.
    const [a, b] = answer.operands;
    const tries = [`Your turn: what's ${a} × ${b + 1}?`, `Now you try: what's ${a + 1} × ${b}?`];
    plan.cores = plan.cores.map((line, k) => `${line} ${tries[k % tries.length]}`);
    plan.followChance = 0;
  } else plan.followChance = 2;
  return { ...plan, weaveChance: 2, actionChance: 2, addOns: false };
}

function topicFor(ctx: Ctx, ask: Ask): { phrase: string; head: string } {
  if (ask.topic) {
    const found = topicOf(`I like ${ask.topic}`);
    return { phrase: ask.topic, head: found?.head ?? ask.topic };
  }
  // One of the bot's themes that is a thing ("poetry", "books"), not a quality ("sweet").
  const nlp = personaLibraries()?.nlp;
  const things = nlp
    ? ctx.voice.interests.filter((i) => nlp(i).has("#Noun") && !nlp(i).has("#Adjective"))
    : ctx.voice.interests;
  const theme = seededRandom(`${ctx.seed}:theme`).pick(things);
  return theme ? { phrase: theme, head: theme } : { phrase: "you", head: "you" };
}

function poemPlan(ctx: Ctx, ask: Ask): Plan {
  // "A verse for her card": about her, and what the member told of her.
  const subject = ask.topic ? null : poemSubject(ctx);
  const phrase = subject?.who ?? topicFor(ctx, ask).phrase;
  const verse = ctx.voice.phrases.find((p) => /\b(?:verse|poem|rhyme)\b/i.test(p));
  // A bot with a verse catchphrase ("Allow me a verse.") always opens with it.
  const intros = verse
    ? [verse]
    : [
        `Here's a little poem about ${phrase}:`,
        `A poem about ${phrase}, just for you:`,
        `Okay, ${phrase}. Here goes:`,
      ];
  const dice = seededRandom(`${ctx.seed}:poem`);
  const cores = [0, 1, 2, 3].map(() =>
    [dice.pick(intros)!, ...poemLines(phrase, dice, subject?.told)].join("\n"),
  );
  return fixedPlan(cores);
}

function storyPlan(ctx: Ctx, ask: Ask): Plan {
  const { phrase, head } = topicFor(ctx, ask);
  const tell = (variant: number) => {
    const dice = seededRandom(`${ctx.seed}:story`);
    return [0, 1, 2, 3].map(() => storyText(phrase, head, ctx.style, dice, variant));
  };
  // A regenerate also has each story told with every part another line: another story, same subject.
  return fixedPlan(ctx.variant > 0 ? [...tell(0), ...tell(1)] : tell(0));
}

function jokePlan(ctx: Ctx, ask: Ask): Plan {
  const jokes = jokesAbout(
    ask.topic,
    [...ctx.voice.interests, ...ctx.bot.tags],
    ctx.bot.description,
    ctx.seed,
  ).slice(0, 8);
  const riff = ctx.voice.phrases.find((p) => /ba-dum|tss|all week/i.test(p));
  // Asked for a topic there is no joke about: say so, then tell the best one there is.
  const lead = ask.topic && !jokes[0]?.onTopic ? `A ${ask.topic} joke? Let me improvise. ` : "";
  return fixedPlan(
    jokes.map((j) => `${lead}${j.text}${riff ? ` ${riff}` : ""}`),
    { actionChance: 3, ordered: true },
  );
}

const RIDDLES = [
  "What has keys but can't open locks? A piano. Your turn next time!",
  "What gets wetter the more it dries? A towel. Too easy?",
  "What has a face and two hands but no arms or legs? A clock. Tick tock.",
  "The more of me you take, the more you leave behind. What am I? Footsteps.",
];

/** A craft the member's last few turns name ("a pottery class"), when no food is named with it. */
const CRAFT =
  /\b(?:pottery|ceramics|clay|knitting|crochet|sewing|quilting|woodwork(?:ing)?|carpentry|embroidery|origami|lego|painting class|drawing class|jewellery making|jewelry making)\b/i;
const FOOD = /\b(?:cook|bake|dinner|lunch|breakfast|recipe|eat|food|dish|meal|dessert|cake)\b/i;
function craftInChat(ctx: Ctx): boolean {
  const said = ctx.history
    .filter((t) => t.role === "user")
    .slice(-3)
    .map((t) => t.content);
  return !FOOD.test(ctx.message) && said.some((text) => CRAFT.test(text));
}

function recipePlan(ctx: Ctx, ask: Ask, vals: Vals): Plan {
  // What the user said earlier counts for the diet ("I'm vegetarian" before "what about pasta?").
  const said = ctx.history
    .filter((t) => t.role === "user")
    .map((t) => t.content)
    .join(" ");
  const named = findRecipes(`${ask.topic} ${ctx.message}`, said);
  // "She's vegetarian, what could I cook?": no dish named, so a meal that fits what was said.
  const found = (named.length || ask.topic ? named : mealsFor(said, ctx.seed)).slice(0, 3);
  // The cook's motto closes a recipe, but not one it closed a moment ago.
  const motto = ctx.voice.phrases.find((p) => /taste|pan|oil|kitchen|cook/i.test(p) && !ctx.lately.stale(p));
  // A dish with no recipe on file: a method from its parts ("a soup", "chicken").
  const method = found.length || !ask.topic ? [] : methodFor(ask.topic, `${ctx.seed}:method`);
  if (method.length) return fixedPlan(method, { ordered: true });
  if (!found.length) {
    const dish = ask.topic || "that";
    return basePlan(
      fillAll(
        [
          `I don't have a tested recipe for ${dish} in demo mode, so I won't make one up. Tell me what's in your fridge and I'll build a simple dish from it.`,
          `${capitalize(dish)}? I can't look recipes up offline, but tell me three ingredients you have and we'll cook something real.`,
        ],
        vals,
      ),
    );
  }
  // Best match first; a regenerate takes the next one, so it is a different dish, not new words.
  const other = found.length > 1 ? undefined : otherRecipe(found, ctx.seed, said);
  const intros = [
    (name: string) => `Let's make ${name}!`,
    (name: string) => `${capitalize(name)}, coming up.`,
  ];
  const cores = found.map((recipe, k) =>
    [
      intros[k % 2]!(recipe.name),
      ...recipeCard(recipe, k),
      ...onTheSide(`${ask.topic} ${ctx.message}`, recipe, k),
      ...(motto ? [motto] : []),
    ].join("\n"),
  );
  if (other)
    cores.push(
      [
        `Or, for something different: ${other.name}.`,
        ...recipeCard(other, 0),
        ...(motto ? [motto] : []),
      ].join("\n"),
    );
  return fixedPlan(cores, { ordered: true });
}

function recommendPlan(ctx: Ctx, ask: Ask, vals: Vals): Plan {
  const picks =
    ask.topic === "movie" || ask.topic === "film" || ask.topic === "show" || ask.topic === "series"
      ? WATCH
      : [`one you've been meaning to try`];
  const cores = picks.map((p) => `How about ${p}? That's my pick for a ${ask.topic} tonight.`);
  return { ...basePlan(fillAll(cores, vals), ["Deal?", "What do you say?"]), followChance: 6 };
}

function honestPlan(ctx: Ctx, kind: "live" | "factual" | "personal", vals: Vals): Plan {
  const subject = liveSubject(ctx.message);
  const lines =
    kind === "personal"
      ? [
          "You haven't told me that, and I can't see you from here, so I won't pretend to know. Tell me?",
          "I don't know that one, and I'd rather ask than guess. What's the answer?",
        ]
      : kind === "factual"
        ? [
            "I can't look that up in demo mode, so I won't guess at a fact. A quick search will know for sure.",
            "Honestly, I don't know, and I'm running offline in demo mode, so I can't check. I'd rather not bluff.",
          ]
        : [
            `I can't look that up in demo mode: I'm the offline engine, with no internet, so I can't check ${subject}.`,
            `Honestly? I don't know, and I won't guess. In demo mode I can't check ${subject}.`,
            `That's one I can't answer: I'm running offline, so I can't see ${subject}. ${subject === "the weather" ? "A weather app" : "A quick search"} will know.`,
          ];
  return {
    ...basePlan(
      fillAll(lines, vals),
      fillAll(["But tell me what it's like where you are?", "What made you wonder?"], vals),
    ),
    followChance: 4,
    weaveChance: 2,
    addOns: false,
  };
}

/** A sum, a word problem or a conversion, worked out. */
function numbersPlan(ctx: Ctx, vals: Vals): Plan | null {
  const words = solveNumbers(ctx.message, ctx.history);
  if (words) return wordProblemPlan(words, vals);
  const math = solveMath(ctx.message);
  if (math) return mathPlan(ctx, math, vals);
  const converted = solveConversion(ctx.message);
  return converted ? wordProblemPlan(converted, vals) : null;
}

/** The number plan, before any scene, advice or small talk, when the message asks for a figure. */
export const numberFirstPlan = (ctx: Ctx, vals: Vals): Plan | null =>
  asksFigure(ctx.message, ctx.history) ? numbersPlan(ctx, vals) : null;

/** The skill that answers this (English) message, if any. */
export function skillPlan(ctx: Ctx, vals: Vals): Plan | null {
  // "Make it slower, and put rain in it": the story just told, told again with the change.
  const revised = storyRevisionPlan(ctx);
  if (revised) return revised;
  const translation = translationAsked(ctx.message) ?? translationFollowUp(ctx);
  if (translation) {
    const word = translate(translation.word, translation.lang)!;
    const language = capitalize(PHRASEBOOK[translation.lang].names[0]!);
    return basePlan(
      fillAll(
        [
          `"${capitalize(translation.word)}" in ${language} is "${word}".`,
          `In ${language}, you'd say "${word}".`,
        ],
        vals,
      ),
    );
  }
  const figure = numbersAsked(ctx.message, ctx.history) ? numbersPlan(ctx, vals) : null;
  if (figure) return figure;
  // A sum none of the frames could finish: what it would need, never "I can't look that up".
  const before = ctx.history.filter((t) => t.role === "user").at(-2)?.content;
  const needs = numberNeeds(ctx.message, vals, before);
  if (needs) return wordProblemPlan({ lines: needs, value: 0 }, vals);
  const ask = detectAsk(ctx.message);
  if (ask?.kind === "poem") return poemPlan(ctx, ask);
  if (ask?.kind === "story") return storyPlan(ctx, ask);
  if (ask?.kind === "joke") return toldJokePlan(ctx) ?? jokePlan(ctx, ask);
  const example = matchExample(ctx.message, ctx.examples);
  // The card's own answer, once per chat (its sentences may have been woven in before).
  const saidBefore =
    example && ctx.history.some((t) => t.role === "assistant" && t.content.includes(example.char));
  if (example && !saidBefore)
    return fixedPlan([example.char], { longForm: false, actionChance: 0, addOns: false });
  if (ask?.kind === "riddle") return basePlan([...RIDDLES]);
  // "what should i make first" after "i started a pottery class" asks about the craft, not a dish.
  if (ask?.kind === "recipe" && !craftInChat(ctx)) return recipePlan(ctx, ask, vals);
  if (ask?.kind === "recommend") return recommendPlan(ctx, ask, vals);
  const unknown = unknowable(ctx.message);
  if (unknown) return honestPlan(ctx, unknown, vals);
  if (ask?.kind === "advice") return advicePlan(ctx, ask, vals);
  if (ctx.directives.noMedical && HEALTH.test(ctx.message) && /\?\s*$/.test(ctx.message)) {
    return basePlan([medicalLimit(ctx)]);
  }
  return null;
}
