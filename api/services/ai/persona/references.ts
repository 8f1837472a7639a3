// Reference resolution: "she", "him", "her", "it" and "there" in the member's message stand for the
// last person, thing or place of the right kind named before them, in this message or the previous
// ones (scene-state.ts). The message is read with the name put in ("How can I change her mind?" →
// "How can I change Ingrid's mind?"), so every plan after it answers about Ingrid, not about "her".
// A pronoun with no fitting referent, or one that stands for no one ("it's late", "is it safe?",
// "there's a door"), is left as it is.
import type { ChatTurn } from "../types";
import { entitiesIn, lastOf, readScene, type Entity } from "./scene-state";
import { isSceneMove } from "./story";

export interface Resolved {
  /** The message with the names put in. */
  text: string;
  /** What each replaced pronoun stood for, in order. */
  refs: { pronoun: string; entity: Entity }[];
}

/** How far back a pronoun may reach: the member's last few messages, not the whole chat. */
const LOOKBACK = 3;
const WORD = /[\p{L}'-]+|[^\p{L}'-]+/gu;
const ARTICLE = /^(?:a|an|the|some|to|for|at|in|on|with|about|and|or|out|up|back|again|too|now|today)$/i;
const PREPOSITION =
  /^(?:behind|under|underneath|inside|into|in|on|onto|at|with|from|to|about|over|near|beside|for|around|through|beneath|off)$/i;
const AUX = /^(?:is|are|was|were|am|be|been|it's|isn't|wasn't|does|do|did|has|have|had)$/i;
const MODAL = /^(?:should|could|would|will|can|might|must|shall)$/i;
// "make it", "got it", "forget it", "that's it": no thing is meant.
const IDIOM =
  /^(?:make|made|making|got|get|gets|forget|take|took|mean|meant|that's|what's|hate|nail|nailed|fake|lose|lost|wing|sleep|believe|stop|worth|quit|let|see|say|said|mind|is|done|doing|do)$/i;
const SUBJECT_VERB = /^(?:should|could|would|will|can|might|must|shall|does|did|is|was|has)$/i;

/** A verb the member did something with ("fix it", "read it", "inspired it"): the word before "it". */
function isVerbBefore(word: string): boolean {
  if (AUX.test(word) || MODAL.test(word) || ARTICLE.test(word) || IDIOM.test(word)) return false;
  return /(?:ed|ing|[^s]s)$/i.test(word) || /^[a-z]+$/.test(word);
}

function possessive(name: string): string {
  return /s$/.test(name) ? `${name}'` : `${name}'s`;
}

/** The message with its pronouns resolved against the chat before it (up to `history`'s last user turn). */
export function resolveReferences(
  message: string,
  history: readonly ChatTurn[],
  excludedNames: readonly string[] = [],
): Resolved {
  const users = history.filter((t) => t.role === "user");
  const earlier = users.slice(Math.max(0, users.length - 1 - LOOKBACK), -1);
  const excluded = new Set(excludedNames.flatMap((n) => [n, ...n.split(/\s+/)]).map((n) => n.toLowerCase()));
  const known = readScene(earlier, excludedNames).entities;
  // "It" and "that" reach back one message only: a thing is soon out of mind, a person is not.
  const lastTurn = known.reduce((n, e) => Math.max(n, e.turn), -1);
  const fromMember = known.filter((e) => e.kind !== "thing" || e.turn === lastTurn);
  // The member's last message named no thing: "it" is then what the bot's reply just showed them
  // ("A door creaks open." → "I go through it"), when the message is a move in a scene.
  const reply = history.slice(0, -1).findLast((t) => t.role === "assistant");
  const shown =
    reply && isSceneMove(message) && !fromMember.some((e) => e.kind === "thing")
      ? entitiesIn(reply.content.replace(/\*[^*]*\*/g, " "), lastTurn + 1, excluded)
          .filter((e) => e.kind === "thing")
          // The subject of the bot's description is what it showed: its first thing.
          .slice(0, 1)
      : [];
  const recentThings = [...fromMember, ...shown];
  // "Split it between the 3 of us": with numbers about, "it" is an amount, not a named thing.
  const counting = /\d/.test(message);
  const tokens = message.match(WORD) ?? [];
  const words = tokens.map((t, i) => ({ t, i })).filter((x) => /\p{L}/u.test(x.t));
  const refs: Resolved["refs"] = [];
  const out = [...tokens];
  for (let w = 0; w < words.length; w++) {
    const { t, i } = words[w]!;
    const lower = t.toLowerCase();
    if (!/^(?:she|he|him|her|his|it|that|there)$/.test(lower)) continue;
    const before = tokens.slice(0, i).join("");
    const prev = words[w - 1]?.t ?? "";
    const next = words[w + 1]?.t ?? "";
    const gap = tokens[i + 1] ?? "";
    // Entities named earlier in this very message count too ("I find the key and turn it").
    // ("I pick up the key and turn it" reads well as it is: only an earlier sentence's name is put in.)
    const upTo = before.slice(0, Math.max(0, before.search(/[.!?*][^.!?*]*$/) + 1));
    const things = /^(?:it|that)$/.test(lower);
    if (things && counting) continue;
    // "Is a rail pass worth it?": a thing named earlier in the same sentence is what "it" means.
    const sentence = before.slice(before.search(/[^.!?*]*$/));
    if (things && entitiesIn(sentence, users.length, excluded).some((e) => e.kind !== "person")) continue;
    const scope = [...(things ? recentThings : known), ...entitiesIn(upTo, users.length, excluded)];
    let entity: Entity | undefined;
    let replacement = "";
    if (lower === "she" || lower === "he") {
      entity = lastOf(scope, "person", lower === "she" ? "f" : "m");
      replacement = entity?.name ?? "";
    } else if (lower === "him") {
      entity = lastOf(scope, "person", "m");
      replacement = entity?.name ?? "";
    } else if (lower === "her" || lower === "his") {
      entity = lastOf(scope, "person", lower === "her" ? "f" : "m");
      // "her mind" is hers; "get her a post", "ask her" is her.
      const object = lower === "her" && (!next || ARTICLE.test(next) || /[.!?,]/.test(gap));
      if (entity) replacement = object ? entity.name : possessive(entity.name);
      if (lower === "his" && !next) entity = undefined;
    } else if (lower === "it") {
      // "it's late", "is it safe?" and a sentence's "It" are about no thing in particular.
      const objectOf = PREPOSITION.test(prev) || (isVerbBefore(prev) && !/^'s/.test(gap));
      const subjectOf = SUBJECT_VERB.test(prev) && MODAL.test(prev) && /^[a-z]+$/.test(next);
      if (objectOf || subjectOf) entity = lastOf(scope, "thing");
      replacement = entity?.name ?? "";
    } else if (lower === "that") {
      // "Is that a catastrophe?" asks about the thing just named; "that sounds fun" stays as it is.
      if (
        /^(?:is|was|isn't|wasn't)$/i.test(prev) &&
        (!next || /^(?:a|an|the|really|so|too|bad|ok|okay)$/i.test(next))
      )
        entity = lastOf(scope, "thing");
      replacement = entity?.name ?? "";
    } else if (lower === "there") {
      // "we ride there" goes to the place; "there's a door" and "is anyone there?" stay.
      if (isVerbBefore(prev) && !/^(?:is|are|was|were|'s)$/i.test(next) && !/^'s/.test(gap)) {
        entity = lastOf(scope, "place");
        if (entity) replacement = `to ${entity.name}`;
      }
    }
    if (!entity || !replacement) continue;
    // The member's "my sister" is theirs to say; a name keeps its capital.
    const sentenceStart =
      !tokens.slice(0, i).join("").trim() || /[.!?]\s*$/.test(tokens.slice(0, i).join(""));
    out[i] = sentenceStart ? replacement.charAt(0).toUpperCase() + replacement.slice(1) : replacement;
    refs.push({ pronoun: lower, entity });
  }
  return { text: refs.length ? out.join("") : message, refs };
}
