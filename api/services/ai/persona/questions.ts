// Questions in small talk: about the bot itself (favourites, habits, "do you like…?", "how much gold
// do you have?"), its opinion ("who do you think took it?") and open questions it answers honestly
// rather than bluffing. Grounded in the card (self.ts) where the card says something.
import type { Ctx } from "./context";
import type { Intent } from "./intents";
import { namesSomething, parseQuestion } from "./intent-parse";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { cardLikes, favourite } from "./self";
import * as T from "./templates";
import { capitalize, reflect } from "./text";
import { WORDS } from "./words";

/**
 * A question taken apart (intent-parse.ts): a judgement asked for ("is it safe to…", "is it bad
 * that…", "…guitar. Is it hard?") gets a view on what it names; a question of fact the engine
 * cannot know gets an honest answer that names it ("I can't check how far a jaguar can walk…").
 */
function parsedAnswer(ctx: Ctx, vals: Vals): Plan | null {
  const shape = parseQuestion(ctx.message);
  if (!shape) return null;
  if (shape.judgement && shape.about) {
    const lines = fillAll(WORDS.questions.judgements[shape.judgement], { ...vals, about: shape.about });
    return { ...basePlan(lines), weaveChance: 2, followChance: 3 };
  }
  if (shape.kind !== "fact" || !namesSomething(shape.clause)) return null;
  const lines = fillAll(WORDS.questions.unknown, { ...vals, clause: shape.clause });
  return {
    ...basePlan(lines, fillAll(["What made you wonder?", "What's your guess?"], vals)),
    followChance: 3,
  };
}

export function aboutBot(ctx: Ctx, intent: Extract<Intent, { kind: "aboutBot" }>, vals: Vals): Plan {
  const v = { ...vals, detail: intent.detail };
  if (intent.topic === "favourite" && intent.detail) {
    const fav = favourite(intent.detail, ctx.cardText, ctx.seed);
    const lines = fav
      ? [
          `My favourite ${intent.detail}? ${capitalize(fav)}, no contest.`,
          `Easy: ${fav}. Don't judge my ${intent.detail} taste.`,
          `${capitalize(fav)}. I have strong ${intent.detail} opinions.`,
        ]
      : [
          `My favourite ${intent.detail}? I change my mind every week. Tell me yours first?`,
          `Ooh, favourite ${intent.detail}... I'm torn. What's yours?`,
        ];
    return { ...basePlan(fillAll(lines, v), ["What's yours?", "And yours?"]), weaveChance: 3 };
  }
  // "Where are you from?" is answered from the card when it says ("a time traveller from 2387").
  const origin = ctx.bot.description.match(
    /\bfrom ((?:the year )?\d{3,4}\b|(?:the )?[A-Z][\w'-]+(?: [A-Z][\w'-]+){0,2})/,
  )?.[1];
  const own =
    intent.topic === "where" && origin
      ? [
          `I'm from ${origin}. Long story, and most of it is true.`,
          `${capitalize(origin)}, originally. It's a long way from here.`,
        ]
      : [];
  const p = basePlan(
    [...own, ...fillAll(T.ABOUT_BOT[intent.topic] ?? [], v)].slice(0, own.length || undefined),
    fillAll(["What about you?", "And you?"], v),
  );
  if (!p.cores.length) p.cores = fillAll(T.ABOUT_BOT.self!, v);
  return { ...p, weaveChance: 5 };
}

const VERB_ME: Record<string, string> = {
  do: "do",
  are: "am",
  can: "can",
  could: "could",
  will: "will",
  would: "would",
  have: "have",
  did: "did",
  were: "was",
  is: "am",
  should: "should",
};

export function yesNo(ctx: Ctx, intent: Extract<Intent, { kind: "yesNo" }>, vals: Vals): Plan {
  const echo = intent.echo ? reflect(intent.echo) : "";
  const verb = VERB_ME[intent.verb] ?? "do";
  const likes = echo && cardLikes(ctx.cardText, echo);
  // "want tuna" → "tuna", "teach you a spell" → "a spell": the thing itself.
  const thing = echo
    .replace(/^(?:\w+\s+)?(?:you|me|us|them)\s+/i, "")
    .replace(/^(?:like|love|enjoy|want|have|eat|drink|play|watch|read|do|get)\s+/i, "");
  const v = { ...vals, echo, verb, thing };
  const cores = fillAll(likes ? T.YES_NO.match! : echo ? T.YES_NO.echo! : T.YES_NO.plain!, v);
  return {
    ...basePlan(
      cores.length ? cores : fillAll(T.YES_NO.plain!, v),
      fillAll(["What about you?", "Why do you ask?"], v),
    ),
    weaveChance: 3,
  };
}

export function question(ctx: Ctx, vals: Vals, echo: string): Plan {
  const t = ctx.message
    .replace(/[’‘]/g, "'")
    .replace(/[?!.]+\s*$/, "")
    .trim();
  const when = t.match(/^what do you do when (.+)$/i);
  if (when) {
    const situation = reflect(when[1]!);
    const habit = ctx.voice.phrases[0] ?? `I think about ${vals.interest ?? "what matters"}`;
    return {
      ...basePlan(
        fillAll(
          [
            `When ${situation}? I start small. ${habit}`,
            `When ${situation}, I go back to basics and take one small step.`,
          ],
          vals,
        ),
      ),
      weaveChance: 2,
    };
  }
  const opinion = t.match(
    /^(who|what|which|where|why|how)\s+(?:do|would) you (?:think|reckon|guess)\s*(.*)$/i,
  );
  if (opinion) {
    const rest = reflect(opinion[2]!);
    return {
      ...basePlan(
        fillAll(
          [
            `${capitalize(opinion[1]!.toLowerCase())} ${rest}? My hunch says look at who had the chance, but I want your guess first.`,
            `Honestly, I have a hunch, but I'd rather hear yours. ${capitalize(opinion[1]!.toLowerCase())} ${rest}, in your view?`,
          ],
          vals,
        ),
      ),
      weaveChance: 2,
    };
  }
  const many = t.match(/^how (?:much|many) ([a-z][a-z ]{1,20}?) do you have$/i);
  if (many) {
    const thing = many[1]!.trim();
    return {
      ...basePlan(
        fillAll(
          [
            `${capitalize(thing)}? More than I'll ever admit, and less than I'd like.`,
            `How much ${thing}? Enough to be smug about it, not enough to stop counting.`,
          ],
          vals,
        ),
      ),
      weaveChance: 3,
    };
  }
  const mine = t.match(/^(?:what(?:'s| is)|what are) your ([a-z][a-z ]{1,30})$/i);
  if (mine) {
    const thing = mine[1]!.trim();
    return {
      ...basePlan(
        fillAll(
          [
            `My ${thing}? Glad you asked: I always keep one up my sleeve.`,
            `Ah, my ${thing}. That's a story for a rainy day, but ask me again and I might tell it.`,
          ],
          vals,
        ),
      ),
      weaveChance: 3,
    };
  }
  const parsed = parsedAnswer(ctx, vals);
  if (parsed) return parsed;
  const topic = ctx.topic;
  const lines = topic
    ? [
        `${capitalize(topic.phrase)}? Honestly, I'm not sure, and I won't pretend to be. What do you think?`,
        `Good question about ${topic.phrase}. I can't look it up in demo mode, but I'd love your take.`,
      ]
    : [];
  const entry = T.INTENTS.question!;
  return {
    ...basePlan(
      [...fillAll(lines, vals), ...fillAll(entry.lines, { ...vals, echo })],
      [...fillAll(entry.followUps ?? [], vals), ...ctx.voice.questions],
    ),
    openers: true,
  };
}
