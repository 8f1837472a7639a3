// Persona engine planning: for the user's latest message, which core lines (by intent, recall
// or a fact just shared), follow-up questions and extra comfort lines are candidates, and how often
// actions, openers and card/memory "weaves" get mixed in.

import type { Intent } from "./persona-intents";
import { acknowledgeFact, extractFacts, type UserFacts } from "./persona-memory";
import { answerRecall, detectRecall } from "./persona-recall";
import * as T from "./persona-templates";
import { capitalize, reflect } from "./persona-text";
import type { Voice } from "./persona-voice";

const HEAVY = new Set(["sad", "stressed", "tired", "lonely", "angry"]);

export type Vals = Record<string, string | undefined>;

export interface Plan {
  cores: string[];
  extras: string[];
  followUps: string[];
  actionChance: number; // out of 10
  extraChance: number;
  weaveChance: number;
  followChance: number;
  openers: boolean;
  forceName: boolean;
}

/** Fills {placeholders}; null when a placeholder has no value. */
export function fill(template: string, vals: Vals): string | null {
  let ok = true;
  const out = template.replace(/\{(\w+)\}/g, (_m, key: string) => {
    const v = vals[key.toLowerCase()];
    if (!v) {
      ok = false;
      return "";
    }
    return key.charAt(0) === key.charAt(0).toUpperCase() ? capitalize(v) : v;
  });
  return ok ? out : null;
}

export function fillAll(templates: readonly string[], vals: Vals): string[] {
  const out: string[] = [];
  for (const t of templates) {
    const s = fill(t, vals);
    if (s && !out.includes(s)) out.push(s);
  }
  return out;
}

function templatesFor(entry: T.IntentTemplates, voice: Voice): string[] {
  return [...(entry.tone?.[voice.tone] ?? []), ...entry.lines];
}

const STOP = new Set(
  "like love enjoy the and you your with about really much what that this have some".split(" "),
);

function stem(word: string): string {
  return word.replace(/(?:ing|es|ed|s)$/, "").replace(/([b-df-hj-np-tv-z])\1$/, "$1");
}

function matchInterest(text: string, voice: Voice): string | undefined {
  const words = (text.toLowerCase().match(/[a-z]{3,}/g) ?? []).filter((w) => !STOP.has(w)).map(stem);
  return voice.interests.find((i) =>
    (i.toLowerCase().match(/[a-z]{3,}/g) ?? []).some((w) => words.includes(stem(w))),
  );
}

function basePlan(cores: string[], followUps: string[]): Plan {
  return {
    cores,
    extras: [],
    followUps,
    actionChance: 3,
    extraChance: 0,
    weaveChance: 3,
    followChance: 5,
    openers: false,
    forceName: false,
  };
}

export function planReply(
  message: string,
  intent: Intent,
  facts: UserFacts,
  voice: Voice,
  vals: Vals,
  userName: string,
  userTurns: number,
): Plan {
  const recall = detectRecall(message);
  if (recall) {
    const ans = answerRecall(recall, facts, userName);
    const v = { ...vals, fact: ans.text, q: ans.text };
    const p = basePlan(fillAll(ans.known ? T.RECALL_KNOWN : T.RECALL_UNKNOWN, v), []);
    return { ...p, followChance: 0, weaveChance: 1, actionChance: 2 };
  }
  const feeling = intent.kind === "feeling" ? intent.feeling : null;
  const newFacts = extractFacts(message);
  if (newFacts.length && !feeling && intent.kind !== "affection" && intent.kind !== "goodbye") {
    const p = basePlan(fillAll(acknowledgeFact(newFacts[0]!), vals), []);
    return { ...p, followChance: 0, weaveChance: 2 };
  }
  if (feeling) {
    const entry = T.FEELINGS[feeling];
    const p = basePlan(fillAll(entry.lines, vals), fillAll(entry.followUps ?? [], vals));
    if (HEAVY.has(feeling)) {
      p.extras = fillAll(T.COMFORT[voice.tone], vals);
      p.extraChance = 6;
      p.weaveChance = voice.tone === "coach" ? 5 : 2;
    }
    p.followChance = 6;
    return p;
  }
  switch (intent.kind) {
    case "greeting": {
      const entry = userTurns > 1 ? T.GREETING_AGAIN : T.GREETING_FIRST;
      return {
        ...basePlan(fillAll(templatesFor(entry, voice), vals), fillAll(entry.followUps ?? [], vals)),
        actionChance: 5,
        weaveChance: 4,
        forceName: true,
      };
    }
    case "goodbye":
      return {
        ...basePlan(fillAll(templatesFor(T.INTENTS.goodbye!, voice), vals), []),
        followChance: 0,
        weaveChance: 4,
        forceName: true,
      };
    case "affection":
    case "compliment":
      return {
        ...basePlan(fillAll(templatesFor(T.INTENTS[intent.kind]!, voice), vals), []),
        actionChance: 5,
        followChance: 2,
        forceName: intent.kind === "affection",
      };
    case "aboutBot": {
      const v = { ...vals, detail: intent.detail };
      const p = basePlan(
        fillAll(T.ABOUT_BOT[intent.topic] ?? [], v),
        fillAll(["What about you?", "And you?", "What about you, what's yours?"], v),
      );
      if (!p.cores.length) p.cores = fillAll(T.ABOUT_BOT.self!, v);
      return { ...p, weaveChance: 5 };
    }
    case "yesNo": {
      const echo = intent.echo ? reflect(intent.echo) : "";
      const verb =
        {
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
        }[intent.verb] ?? "do";
      const hit = echo ? matchInterest(echo, voice) : undefined;
      const v = { ...vals, echo, verb, interest: hit ?? vals.interest };
      const cores = fillAll(
        [...(hit ? T.YES_NO.match! : []), ...(echo ? T.YES_NO.echo! : T.YES_NO.plain!)],
        v,
      );
      return {
        ...basePlan(
          cores.length ? cores : fillAll(T.YES_NO.plain!, v),
          fillAll(["What about you?", "Why do you ask?"], v),
        ),
        weaveChance: 3,
      };
    }
    case "hobby":
    case "work": {
      const hit = matchInterest(intent.keyword, voice);
      const echo = intent.echo ? reflect(intent.echo) : "";
      const v = { ...vals, kw: intent.keyword, echo };
      const entry = T.INTENTS[intent.kind]!;
      const cores = fillAll(
        [
          ...(hit ? ["Wait, {kw}? That's one of my favorite things too!"] : []),
          ...(echo ? T.INTENTS.statementEcho!.lines : []),
          ...entry.lines,
        ],
        v,
      );
      const follow = echo ? T.INTENTS.statement!.followUps! : (entry.followUps ?? []);
      return { ...basePlan(cores, fillAll(follow, v)), openers: true, followChance: 6 };
    }
    case "statement": {
      const echo = intent.echo ? reflect(intent.echo) : "";
      const cores = fillAll(
        [...(echo ? T.INTENTS.statementEcho!.lines : []), ...T.INTENTS.statement!.lines],
        { ...vals, echo },
      );
      return {
        ...basePlan(cores, [...fillAll(T.INTENTS.statement!.followUps!, vals), ...voice.questions]),
        openers: true,
        followChance: 6,
      };
    }
    default: {
      const entry = T.INTENTS[intent.kind] ?? T.INTENTS.statement!;
      const follow = fillAll(entry.followUps ?? [], vals);
      const p = basePlan(
        fillAll(templatesFor(entry, voice), vals),
        intent.kind === "question" ? [...follow, ...voice.questions] : follow,
      );
      p.openers = intent.kind === "question" || intent.kind === "advice" || intent.kind === "agree";
      if (intent.kind === "apology" || intent.kind === "disagree") p.followChance = 3;
      if (intent.kind === "agree" || intent.kind === "laugh") p.followChance = 8;
      return p;
    }
  }
}
