// Persona engine recall: recognises "what's my name?", "where do I live?", "do you remember…?"
// and answers from the facts collected by persona-memory.

import { PET_KINDS, type Liking, type Pet, type UserFacts } from "./memory";
import { article, joinList } from "./text";

function norm(text: string): string {
  return text.replace(/[’‘]/g, "'");
}

export type RecallKind = "name" | "location" | "likes" | "job" | "favourite" | "pet" | "age" | "all";
export interface RecallQuery {
  kind: RecallKind;
  detail?: string;
}

function kindFromKeywords(t: string): RecallQuery {
  if (/\bname\b/.test(t) && !new RegExp(`\\b(?:${PET_KINDS}|pet)\\b`).test(t)) return { kind: "name" };
  const fav = t.match(/\bfav(?:ou?rite|e)?\s+([a-z]+)/);
  if (fav) return { kind: "favourite", detail: fav[1] };
  if (new RegExp(`\\b(?:${PET_KINDS}|pets?)\\b`).test(t)) return { kind: "pet" };
  if (/\b(?:live|from|city|town|country|hometown)\b/.test(t)) return { kind: "location" };
  if (/\b(?:like|love|enjoy|hobb\w*|into)\b/.test(t)) return { kind: "likes" };
  if (/\b(?:job|work|do for a living|career)\b|\bwhat i do\b/.test(t)) return { kind: "job" };
  if (/\b(?:age|old|birthday)\b/.test(t)) return { kind: "age" };
  return { kind: "all" };
}

/** Is the user asking the bot to recall something about them? */
export function detectRecall(message: string): RecallQuery | null {
  const t = norm(message).toLowerCase().trim();
  if (
    /\b(?:do you (?:still )?remember|did you remember|you remember|can you remember|what do you (?:know|remember) about me|what have i told you|remember what i (?:told|said))\b/.test(
      t,
    )
  ) {
    return kindFromKeywords(t.replace(/\bdo you (?:still )?remember\b|\bremember\b/, ""));
  }
  if (
    /\b(?:what'?s|what is|whats|do you know|tell me|say|guess|remember) my name\b|\bwho am i\b[?!.]*$/.test(t)
  )
    return { kind: "name" };
  const pet = t.match(
    new RegExp(`\\b(?:what'?s|what is|whats) (?:my|the name of my) (${PET_KINDS}|pet)(?:'s)?(?: name)?\\b`),
  );
  if (pet) return { kind: "pet" };
  if (/\bdo i have (?:a |any )?pets?\b/.test(t)) return { kind: "pet" };
  const fav = t.match(/\b(?:what'?s|what is|whats|what are) my fav(?:ou?rite|e)?\s+([a-z]+(?: [a-z]+)?)/);
  if (fav) return { kind: "favourite", detail: fav[1] };
  if (
    /\bwhere (?:do|did) i (?:live|say i live|come from|say i(?:'m| am) from|grow up)\b|\bwhere am i (?:from|based)\b|\bwhere do i stay\b/.test(
      t,
    )
  ) {
    return { kind: "location" };
  }
  if (
    /\bwhat (?:do|did) i (?:like|love|enjoy|say i (?:like|love|enjoy))\b|\bwhat (?:are|were) my (?:hobbies|interests)\b|\bwhat'?s my hobby\b|\bwhat am i into\b/.test(
      t,
    )
  ) {
    return { kind: "likes" };
  }
  if (
    /\bwhat (?:do|did) i do for (?:a )?(?:living|work)\b|\b(?:what'?s|what is) my (?:job|work|profession|career)\b|\bwhere do i work\b|\bwhat(?:'s| is) my line of work\b/.test(
      t,
    )
  ) {
    return { kind: "job" };
  }
  if (/\bhow old am i\b/.test(t)) return { kind: "age" };
  return null;
}

function likesPhrase(likes: Liking[]): string {
  const recent = likes.slice(-3);
  if (recent.every((l) => l.verb === recent[0]!.verb))
    return `${recent[0]!.verb} ${joinList(recent.map((l) => l.thing))}`;
  return joinList(recent.map((l) => `${l.verb} ${l.thing}`));
}

function petPhrase(p: Pet): string {
  return p.name ? `${article(p.kind)} named ${p.name}` : article(p.kind);
}

export interface RecallAnswer {
  known: boolean;
  /** Second-person statement of the fact ("Your name is Alex") or a question asking for it. */
  text: string;
}

/**
 * Answers a recall question from the remembered facts; `notes` are memories the user wrote in
 * their own words (known.ts), recalled when asked what the bot remembers.
 */
export function answerRecall(
  q: RecallQuery,
  facts: UserFacts,
  userName: string,
  notes: readonly string[] = [],
): RecallAnswer {
  const unknown = (text: string): RecallAnswer => ({ known: false, text });
  switch (q.kind) {
    case "name": {
      const name = facts.name ?? userName;
      return name ? { known: true, text: `Your name is ${name}` } : unknown("What should I call you?");
    }
    case "location":
      return facts.location
        ? { known: true, text: `You told me you ${facts.location.verb} ${facts.location.place}` }
        : unknown("Where do you live, anyway?");
    case "likes":
      return facts.likes.length
        ? { known: true, text: `You told me you ${likesPhrase(facts.likes)}` }
        : unknown("What do you love doing?");
    case "job":
      if (facts.job)
        return {
          known: true,
          text: `You're ${article(facts.job)}${facts.workplace ? ` at ${facts.workplace}` : ""}`,
        };
      if (facts.workplace) return { known: true, text: `You work at ${facts.workplace}` };
      return unknown("What do you do for work?");
    case "favourite": {
      const d = (q.detail ?? "").replace(/s$/, "");
      const f = d
        ? facts.favourites.find(
            (x) => x.key.replace(/s$/, "") === d || x.key.startsWith(d) || d.startsWith(x.key),
          )
        : facts.favourites[facts.favourites.length - 1];
      if (f) return { known: true, text: `Your favorite ${f.key} is ${f.value}` };
      return unknown(d ? `What is your favorite ${q.detail}?` : "What are your favorite things?");
    }
    case "pet":
      return facts.pets.length
        ? { known: true, text: `You have ${joinList(facts.pets.map(petPhrase))}` }
        : unknown("Do you have any pets?");
    case "age":
      return facts.age
        ? { known: true, text: `You're ${facts.age}` }
        : unknown("How old are you, if you don't mind me asking?");
    case "all": {
      const parts: string[] = [];
      if (facts.name) parts.push(`your name is ${facts.name}`);
      if (facts.location) parts.push(`you ${facts.location.verb} ${facts.location.place}`);
      if (facts.likes.length) parts.push(`you ${likesPhrase(facts.likes)}`);
      if (facts.job) parts.push(`you're ${article(facts.job)}`);
      if (facts.pets.length) parts.push(`you have ${petPhrase(facts.pets[0]!)}`);
      if (facts.favourites.length)
        parts.push(`your favorite ${facts.favourites[0]!.key} is ${facts.favourites[0]!.value}`);
      if (parts.length < 3 && notes.length) parts.push(notes[0]!);
      if (!parts.length) return unknown("Tell me something about you, and I promise I'll hold on to it.");
      return { known: true, text: `I remember that ${joinList(parts.slice(0, 3))}` };
    }
  }
}
