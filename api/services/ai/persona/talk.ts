// Small talk: the plan for a message that is not a request or a question with a factual answer.
// Each intent (greeting, feeling, a question about the bot, a statement…) gets lines that pick up
// what was actually said: the thing talked about (topics.ts), the feeling in the user's own words,
// the bot's favourites and habits from its card (self.ts), the facts the user told earlier.
import type { Ctx } from "./context";
import { apologyLines } from "./apology";
import { fieldAside } from "./field-facts";
import { isGruff } from "./gruff";
import type { Intent } from "./intents";
import { extractFacts } from "./memory";
import { acknowledgeFact } from "./memory-lines";
import { newsPlan } from "./member-news";
import { basePlan, fillAll, type Plan, type Vals } from "./plan";
import { aboutBot, question, yesNo } from "./questions";
import { answerRecall, detectRecall } from "./recall";
import { feelingPlan } from "./talk-feelings";
import * as T from "./templates";
import { capitalize, reflect } from "./text";
import type { Topic } from "./topics";
import { topicNoteLines, withNotes } from "./topic-notes";
import { WORDS } from "./words";

function templatesFor(entry: T.IntentTemplates, ctx: Ctx): string[] {
  return [...(entry.tone?.[ctx.voice.tone] ?? []), ...entry.lines];
}

/** A short statement, reflected ("my sister is getting married" → "your sister is getting married"). */
function echoStatement(message: string): string {
  const t = message
    .replace(/[’‘]/g, "'")
    .replace(
      /^(?:anyway|so|well|oh|also|btw|by the way|totally different topic|different topic|lol|lmao|haha\w*|ha|omg|ugh|ok|okay|yeah|and|but)[,:!.\s-]+/gi,
      "",
    )
    .trim();
  if (!/^(?:i|my|i'm|im|i've|we|our)\b/i.test(t)) return "";
  const first = t.split(/[,;.!?]|\s(?:and|but|because|so)\s|\s(?=i\s)/i)[0]!.trim();
  const words = first.split(/\s+/);
  if (words.length < 2 || words.length > 9) return "";
  return reflect(first);
}

/** `noted`: a note on the topic follows each line (topic-notes.ts), so none asks for the story. */
function topicLines(topic: Topic, echo: string, noted: boolean): { lines: string[]; follow: string[] } {
  const { head, phrase } = topic;
  const verb = topic.verb;
  const said = echo ? [`${capitalize(echo)}?`] : [];
  if (topic.mood === "bad") {
    return {
      lines: [
        // What happened was just told: asking "what happened?" back would not have listened.
        ...said.map((e) => `${e} Oops! It happens, honestly.`),
        `Oh no, ${phrase}! That's rough. What happened?`,
        ...(verb?.past && topic.byUser
          ? [`You ${verb.text} ${phrase}? Oof. I'm sorry, that's a proper bad-luck moment.`]
          : []),
        `Ah, ${head} trouble. That happens to the best of us. How bad is it?`,
      ],
      follow: [`Is ${phrase} salvageable?`, `How are you feeling about the ${head} thing now?`],
    };
  }
  if (topic.mood === "good") {
    return {
      lines: [
        ...said.map((e) => (verb?.past ? `${e} That's wonderful news!` : `${e} I love that!`)),
        ...(verb?.past && topic.byUser ? [`You ${verb.text} ${phrase}? That's brilliant!`] : []),
        `${capitalize(phrase)}? I love that for you.`,
        ...(echo ? [] : [`Ooh, ${phrase}! That's exciting. Tell me everything.`]),
      ],
      follow: [`What's the best part about ${phrase}?`, `How did ${phrase} come about?`],
    };
  }
  if (topic.activity) {
    return {
      lines: [
        `${capitalize(head)}? Ooh, tell me more.`,
        `${capitalize(head)}! I love that. How did you get into it?`,
        `Wait, ${head}? That's so cool. What's it like?`,
      ],
      follow: [`What do you love most about ${head}?`, `How long have you been into ${head}?`],
    };
  }
  return {
    lines: noted
      ? [...said, `${capitalize(phrase)}? Now you've got my attention.`, `Ooh, ${phrase}.`]
      : [
          ...said.map((e) => `${e} Tell me more about that.`),
          `${capitalize(phrase)}? Now you've got my attention.`,
          `Ooh, ${phrase}. What's the story there?`,
          `Tell me more about ${phrase.replace(/^(?:a|an)\s/i, "the ")}. I want details.`,
        ],
    follow: [`What's the best thing about ${phrase}?`, `How do you feel about ${phrase}?`],
  };
}

function praised(ctx: Ctx, vals: Vals): string[] {
  const m = ctx.message.match(/\b(?:your|ur)\s+((?:[a-z]+\s+){0,2}?[a-z]+)\s+(?:is|was|are|were)\b/i);
  return m ? fillAll(WORDS.talk.praised, { ...vals, thing: `my ${m[1]!.toLowerCase()}` }) : [];
}

export function talkPlan(ctx: Ctx, intent: Intent, vals: Vals): Plan {
  const recall = detectRecall(ctx.message);
  if (recall) {
    const ans = answerRecall(recall, ctx.facts, ctx.address, ctx.background.notes);
    const v = { ...vals, fact: ans.text, q: ans.text };
    const p = basePlan(fillAll(ans.known ? T.RECALL_KNOWN : T.RECALL_UNKNOWN, v), []);
    return { ...p, followChance: 0, weaveChance: 1, actionChance: 2 };
  }
  const feeling = intent.kind === "feeling" ? intent.feeling : null;
  const newFacts = extractFacts(ctx.message);
  if (newFacts.length && !feeling && intent.kind !== "affection" && intent.kind !== "goodbye") {
    const p = basePlan(fillAll(acknowledgeFact(newFacts[0]!), vals), []);
    return { ...p, followChance: 0, weaveChance: 2 };
  }
  if (feeling) return feelingPlan(ctx, feeling, vals);
  // "I'm planning a week in Portugal": the member's news is taken up before any stock line.
  const news = ["greeting", "statement", "hobby", "work"].includes(intent.kind) ? newsPlan(ctx, vals) : null;
  if (news) return news;
  const echo = echoStatement(ctx.message);
  if (/^what do you do when\b/i.test(ctx.message.trim())) return question(ctx, vals, echo);

  switch (intent.kind) {
    case "greeting": {
      const entry = ctx.userTurns > 1 ? T.GREETING_AGAIN : T.GREETING_FIRST;
      const said = ctx.message.match(
        /\b(good (?:morning|afternoon|evening)|morning|evening|afternoon)\b/i,
      )?.[1];
      const mirrored = said
        ? [
            `${capitalize(said.toLowerCase().startsWith("good") ? said.toLowerCase() : `good ${said.toLowerCase()}`)}, {pet}! It's good to see you.`,
          ]
        : [];
      return {
        ...basePlan(
          [...fillAll(mirrored, vals), ...fillAll(templatesFor(entry, ctx), vals)].slice(
            0,
            mirrored.length ? 1 : undefined,
          ),
          fillAll(entry.followUps ?? [], vals),
        ),
        actionChance: 5,
        weaveChance: 4,
        forceName: true,
      };
    }
    case "arrival":
      return {
        ...basePlan(
          fillAll(
            [
              "Welcome aboard, {pet}! Good to have you here.",
              "There you are! Welcome. Ready when you are.",
              "Good to have you with us, {pet}. Ready?",
            ],
            vals,
          ),
        ),
        actionChance: 4,
        forceName: true,
      };
    case "goodbye":
      return {
        ...basePlan(fillAll(templatesFor(T.INTENTS.goodbye!, ctx), vals)),
        followChance: 0,
        weaveChance: 4,
        forceName: true,
      };
    case "affection":
    case "compliment": {
      // "your last song was really good": the thanks names what was praised, first.
      const thanks = praised(ctx, vals);
      return {
        ...basePlan([...thanks, ...fillAll(templatesFor(T.INTENTS[intent.kind]!, ctx), vals)]),
        ordered: thanks.length > 0,
        actionChance: 5,
        followChance: 2,
        forceName: intent.kind === "affection",
      };
    }
    case "insult": {
      const word = intent.word ? intent.word.replace(/^bad .*/, "bad") : "";
      const lines = word
        ? [
            `${capitalize(word)}? Ouch. Fair enough, I'll try to do better.`,
            `I'm ${word}? Hmph. Noted, and only slightly offended.`,
            `${capitalize(word)}, huh? Okay, I hear you. I'll try harder.`,
          ]
        : [
            "Ouch. Fair enough, that one didn't land. Let me try again.",
            "Noted. I'm sorry it's not hitting the spot; tell me what would be better.",
            "Tough crowd! Okay, I hear you. What would you rather talk about?",
          ];
      return {
        ...basePlan(fillAll(lines, vals), ["What would you rather do?", "Want to change the subject?"]),
        followChance: 8,
        weaveChance: 1,
      };
    }
    case "meh":
      return {
        ...basePlan(
          fillAll(
            [
              "Okay, let's shake things up: a story, a joke or a riddle?",
              "I'll take that as a sign we need something better. Want a joke or a story?",
              "Fair. Let's change gears: tell me one thing that happened today?",
              "Okay, new plan: you pick, {interest} or something completely random?",
            ],
            vals,
          ),
        ),
        followChance: 0,
        weaveChance: 1,
      };
    case "suggestion":
      return {
        ...basePlan(
          fillAll(
            [
              `${capitalize(reflect(intent.echo))}? I'm in. Let's go!`,
              `Let's do it: ${reflect(intent.echo)}. Lead the way!`,
            ],
            vals,
          ),
        ),
        weaveChance: 4,
        followChance: 4,
      };
    case "aboutBot":
      return aboutBot(ctx, intent, vals);
    case "yesNo":
      return yesNo(ctx, intent, vals);
    case "question":
      return question(ctx, vals, echo);
    case "hobby":
    case "work":
    case "statement": {
      const topic = ctx.topic;
      // A statement naming a fact of the bot's field: the fact, as the bot's own aside.
      const aside = fieldAside(ctx);
      if (topic) {
        const notes = aside ? [aside] : topicNoteLines(ctx, topic.head);
        const { lines, follow } = topicLines(topic, echo, !aside && notes.length > 0);
        if (aside) return { ...basePlan(withNotes(fillAll(lines, vals), notes)), followChance: 0 };
        // The user's own sentence, reflected, is the most natural opener: tried first.
        return {
          ...basePlan(withNotes(fillAll(lines, vals), notes), fillAll(follow, vals)),
          openers: true,
          followChance: notes.length ? 2 : 5,
          ordered: Boolean(echo),
        };
      }
      const cores = fillAll(
        [...(echo ? T.INTENTS.statementEcho!.lines : []), ...T.INTENTS.statement!.lines],
        { ...vals, echo },
      );
      return {
        ...basePlan(cores, [...fillAll(T.INTENTS.statement!.followUps!, vals), ...ctx.voice.questions]),
        openers: true,
        // "hmm ok": a word or two says nothing to answer, so the reply asks to carry on.
        followChance: ctx.message.trim().split(/\s+/).length <= 2 ? 10 : 6,
      };
    }
    case "advice":
      if (ctx.topic) {
        const phrase = reflect(
          ctx.message.match(/\b(?:practi[sc]e|with|on|learn|improve)\s+(.+?)[?.!]*$/i)?.[1] ??
            ctx.topic.phrase,
        );
        return {
          ...basePlan(
            fillAll(
              [
                `Sure, let's practise ${phrase} together. You start, and I'll help as we go.`,
                `${capitalize(phrase)}? Happy to help. Tell me where you get stuck first.`,
              ],
              vals,
            ),
          ),
          followChance: 2,
        };
      }
      return {
        ...basePlan(
          fillAll(templatesFor(T.INTENTS.advice!, ctx), vals),
          fillAll(T.INTENTS.advice!.followUps ?? [], vals),
        ),
        openers: true,
      };
    default: {
      const entry = T.INTENTS[intent.kind] ?? T.INTENTS.statement!;
      const gruffSorry = intent.kind === "apology" && isGruff(ctx.cardText);
      const forgiven = intent.kind === "apology" && !gruffSorry ? apologyLines(ctx.message, vals) : [];
      const lines = gruffSorry ? WORDS.talk.sorryGruff : templatesFor(entry, ctx);
      const p = basePlan([...forgiven, ...fillAll([...lines], vals)], fillAll(entry.followUps ?? [], vals));
      p.ordered = forgiven.length > 0;
      p.openers = intent.kind === "agree";
      if (intent.kind === "apology") p.followChance = 3;
      // "ok", "lol", "nope": the reply carries the conversation on.
      if (["agree", "laugh", "disagree"].includes(intent.kind)) p.followChance = 10;
      return p;
    }
  }
}
