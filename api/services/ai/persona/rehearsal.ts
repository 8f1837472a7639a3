// "Can you play Rafe so I can practise?": the bot takes the part and hands over; the member's
// lines after it are answered in the part, with one note. The part stays on for a few messages
// while the member speaks to it by name ("Rafe, the dishes need doing the same day."), stepping
// out for questions about the rehearsal itself. The note reads the line: hedges ("sorry",
// "maybe", "possibly") are named and dropped; a plain request is praised as direct; any other line
// gets a note on delivery. The lines are in words/self.json.
import { coachLines } from "./coach";
import type { Ctx } from "./context";
import { fillAll, basePlan, type Plan, type Vals } from "./plan";
import { reflect } from "./text";
import { WORDS } from "./words";

const PLAY_ROLE =
  /\b(?:can|could|would|will) you (?:play|be|pretend to be|act as|role-?play(?: as)?) (?:the |my |a |an )?([\p{L}' ]{2,30}?)(?:\s+(?:while|so|for|and|when|as)\b.*)?\s*\??$/iu;
/** "…you be the recruiter", "ok, you play Rafe": the part given as an instruction. */
const PLAY_ROLE_BARE =
  /(?:^|[.?!,;]\s*)(?:(?:ok(?:ay)?|now|so|then|alright),?\s+)?you (?:play|be|pretend to be|act as) ((?:the |my |a |an )?[\p{L}' ]{2,30}?|\p{Lu}[\p{L}']+)\s*[.!?]*$/iu;
/** "you be the crowd. 'Hi everyone, I'm Mirela'": the part given with the member's first line, quoted. */
const FIRST_LINE = /(?:^|\s)['"“‘](\S.{6,}?)['"”’]\s*$/u;
/** How many of the member's messages a part stays on after it was asked for. */
const PART_LASTS = 4;
const HEDGES =
  /\b(?:sorry|maybe|possibly|perhaps|wondering|kind of|sort of|if you could|if it's not too much|i guess|um+|uh+|just)\b/gi;
const REQUEST =
  /\b(?:can we|could we|will you|would you|i need you to|i'd like you to|please|need to|has to|have to|from now on|agree)\b/i;

function fixed(lines: string[], vals: Vals): Plan {
  // The note is the next step: no card add-on (a drill, a push) is put after it.
  return {
    ...basePlan(fillAll(lines, vals)),
    followChance: 0,
    weaveChance: 1,
    actionChance: 0,
    addOns: false,
  };
}

/** The part asked for ("the audience", "your boss", "Rafe"), or null. */
function roleAsked(t: string): string | null {
  const bare = t.match(PLAY_ROLE_BARE);
  // A bare "you be …" names a part with an article or a name, never "you be happy".
  const named =
    bare && /^(?:the|my|a|an)\s|^\p{Lu}/u.test(bare[1]!)
      ? bare[1]!.replace(/^(?:the|my|a|an)\s+/i, "")
      : null;
  const m = t.match(PLAY_ROLE) ?? (named ? [t, named] : null);
  if (!m) return null;
  const asked =
    t.match(/\b(?:play|be|pretend to be|act as|role-?play(?: as)?) (the |my |a |an )?/i)?.[1] ?? "";
  const who = reflect(m[1]!.trim());
  // A name keeps its capital and takes no article.
  if (/^\p{Lu}/u.test(m[1]!) && !asked) return who;
  return `${/^my/i.test(asked) ? "your " : asked.toLowerCase() || "the "}${who}`;
}

/** The part still being played, and whether it was asked for just before this message. */
function partOn(ctx: Ctx): { role: string; next: boolean } | null {
  const users = ctx.history.filter((h) => h.role === "user").slice(0, -1);
  for (let back = 1; back <= Math.min(PART_LASTS, users.length); back++) {
    const role = roleAsked(users[users.length - back]!.content.replace(/[’‘]/g, "'").trim());
    if (role) return { role, next: back === 1 };
  }
  return null;
}

/** The note on the member's line, by what it does: hedges, a plain request, or just a line. */
function noteOn(line: string, vals: Vals): Plan {
  const S = WORDS.self;
  // The two hedges that matter most: words first, a hesitant "um" only when there is nothing else.
  const found = [...new Set((line.match(HEDGES) ?? []).map((h) => h.toLowerCase()))];
  const hedges = [
    ...found.filter((h) => !/^(?:um+|uh+)$/.test(h)),
    ...found.filter((h) => /^(?:um+|uh+)$/.test(h)),
  ].slice(0, 2);
  if (hedges.length)
    return fixed(S.rehearsalHedged, { ...vals, hedges: hedges.map((h) => `"${h}"`).join(" and ") });
  if (REQUEST.test(line)) return fixed(S.rehearsalDirect, vals);
  return fixed(S.rehearsal, vals);
}

/** "Can you play the audience?" taken on, or the member's line in the part answered; else null. */
export function playRole(ctx: Ctx, t: string, vals: Vals): Plan | null {
  const quoted = t.match(FIRST_LINE);
  const before = quoted ? t.slice(0, quoted.index).trim() : t;
  const role = roleAsked(before);
  // The part taken and its first line said at once: the line is answered in the part.
  if (role && quoted) {
    const reply = (quoted[1]!.match(HEDGES) ?? []).length ? [] : coachLines(ctx, "partReply", vals);
    return reply.length ? { ...fixed(reply, vals), ordered: true } : noteOn(quoted[1]!, { ...vals, role });
  }
  // The part opens the scene the member's situation sets ("the offer of 52,000"), when it has one.
  const opening = role ? coachLines(ctx, "part", vals) : [];
  if (opening.length) return { ...fixed(opening, vals), ordered: true };
  if (role) return fixed(WORDS.self.playRole, { ...vals, role });
  const part = partOn(ctx);
  if (!part) return null;
  // Spoken to by name, the part answers; right after it was taken, any line but an aside does.
  const name = part.role.replace(/^(?:the|your|a|an)\s+/i, "");
  const addressed = new RegExp(`^(?:okay[.,]?\\s+|ok[.,]?\\s+|um+[.,]?\\s+)*${name}\\b`, "i").test(t);
  // A question about the rehearsal itself ("how long should it be?") steps out of the part.
  const aside =
    /^(?:wait|hold on|sorry|ok|okay|so)\b|^(?:how|should|can|could|do|is|what(?:'s| is) my)\b.*\?\s*$/i;
  if (!addressed && (!part.next || aside.test(t) || t.split(/\s+/).length < 5)) return null;
  // The part answers the line as the situation's other side would, with the note in brackets.
  const reply = (t.match(HEDGES) ?? []).length ? [] : coachLines(ctx, "partReply", vals);
  return reply.length ? { ...fixed(reply, vals), ordered: true } : noteOn(t, { ...vals, role: part.role });
}
