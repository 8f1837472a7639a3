// The shape of the member's message, read sentence by sentence rather than by phrases: whether it
// takes leave (only a sentence that is a farewell does: "Night, Rowan!" at the end, not "I can't
// sleep well lately"), and the question it asks, taken apart into question word, auxiliary,
// subject and the rest, with the slots a reply needs: the question as an embedded clause in the
// bot's mouth ("how far a jaguar can walk in one night"), the judgement asked for ("safe", "bad",
// "hard") and what it is about, with "it" read from the sentence before ("learn guitar. Is it hard?").
import { personaLibraries } from "./libs";
import { reflect, splitSentences } from "./text";

export type QuestionKind = "fact" | "opinion" | "self";

export interface QuestionShape {
  /** "how far", "why", "what"; "" for a yes/no question. */
  wh: string;
  aux: string;
  subject: string;
  rest: string;
  /** The question as an embedded clause, from the bot's side ("why you can't divide by zero"). */
  clause: string;
  kind: QuestionKind;
  /** The judgement an opinion question asks for: safe, bad, hard, normal… */
  judgement?: "safe" | "bad" | "hard" | "worth";
  /** What the judgement is about, from the bot's side ("crossing the river at night"). */
  about?: string;
}

const LEAD = /^(?:(?:uh+|um+|so|and|but|okay|ok|well|hey|hmm+|oh|also|honestly|then)\b[.,!?…]*\s*)+/i;
const FAREWELL =
  /^(?:(?:ok(?:ay)?|well|anyway|alright|right|so)[,.!]?\s+)?(?:bye+|goodbye+|bye[- ]bye|good ?night|night(?: night)?|nighty night|nite|gn|g'?night|tchau|ciao|adios|adiós|au revoir|ta[- ]ta|laters|see (?:you|ya)|(?:talk|speak|chat) (?:to you |to u |with you )?(?:later|tomorrow|soon|then|next (?:week|time|month|weekend)|on \w+day)|ttyl|later|cya|farewell|sleep (?:well|tight)|sweet dreams|take care|catch you later|i(?:'m| am) off|(?:i(?:'ve| have)? )?(?:gotta|got to|have to|need to|must|should|better) (?:go|run|head off|get going|log off|sleep)|(?:i(?:'m| am) )?(?:shutting|powering|turning) (?:you |u )?(?:down|off)|(?:i(?:'m| am) )?(?:going|off|heading) (?:to bed|to sleep|off|out)|time (?:for bed|to sleep|to go)|signing off|logging off)\b/i;
/** "thank you nana" after "I should go": thanks said on the way out. */
const THANKS =
  /^(?:thanks|thank (?:you|u)|thx|ty|cheers)\b(?:\s+(?:so much|a lot|again))?(?:\s+[\p{L}'-]+)?(?:\s+for (?:the|this|your|all|everything|today|tonight)\b(?:\s+[\p{L}'-]+){0,3})?$/iu;
const STRONG = /^(?:bye|goodbye|good ?night|farewell|see you)\b/i;
/** "good luck at the gig", "have fun": a wish said on the way out, after the goodbye. */
const WISH =
  /^(?:good luck|best of luck|have (?:a )?(?:fun|good|great|nice|lovely)|break a leg|enjoy|stay (?:safe|warm|dry)|safe travels|knock (?:'em|them) dead|rock it)\b/i;
/** A sentence that says how the member sleeps, not that they are leaving. */
const NOT_LEAVING = /\b(?:can't|cannot|couldn't|don't|didn't|not|never|trouble|hard to|lately|badly)\b/i;

/** Does this sentence take leave? "Bye Quinn!", "Night, Rowan!", "Gotta go, talk tomorrow". */
export function isFarewell(sentence: string): boolean {
  const s = sentence.replace(/[’‘]/g, "'").replace(LEAD, "").trim();
  return FAREWELL.test(s) && !NOT_LEAVING.test(s) && s.split(/\s+/).length <= 9;
}

/** The message takes leave: its last clause is a farewell, or its last sentence opens with one and
 * says only a name or thanks after it ("gotta go, adiós"); "Later, we go to the club" does not. */
export function takesLeave(message: string): boolean {
  const sentences = splitSentences(message.replace(/[’‘]/g, "'"));
  const last = sentences[sentences.length - 1] ?? "";
  const clauses = last.split(/\s*[,;]\s*|\s+-\s+/).filter(Boolean);
  const first = clauses.findIndex(isFarewell);
  if (first < 0) return sentences.length > 1 && isFarewell(sentences[0]!) && !/\?\s*$/.test(message);
  // "Bye Kay, power down for the night": a plain goodbye opening the sentence is enough.
  return (
    STRONG.test(clauses[first]!) ||
    first === clauses.length - 1 ||
    clauses
      .slice(first + 1)
      .every((c) => isFarewell(c) || c.split(/\s+/).length <= 2 || THANKS.test(c) || WISH.test(c))
  );
}

const WH =
  /^(how (?:far|long|much|many|often|big|old|fast|hot|cold|deep|high|come)|how|what|why|where|when|who|which)\b\s*/i;
const AUX =
  /^(can't|cannot|can|couldn't|could|don't|doesn't|didn't|do|does|did|isn't|is|aren't|are|wasn't|was|were|won't|will|wouldn't|would|shouldn't|should|has|have|might|must)\s+/i;
const PRONOUN = /^(?:i|you|we|he|she|it|they|there|this|that|these|those|people|one)\b/i;
const DET = /^(?:a|an|the|my|your|his|her|our|their|its|this|that|some|any)\s+/i;
const JUDGEMENTS: [QuestionShape["judgement"], RegExp][] = [
  ["safe", /^(?:safe|dangerous|risky|a good idea to)$/i],
  ["bad", /^(?:bad|wrong|okay|ok|normal|weird|strange|a problem|terrible|selfish|lazy)$/i],
  ["hard", /^(?:hard|difficult|easy|tough|tricky)$/i],
  ["worth", /^(?:worth it|worth the (?:money|price|cost|time|effort|trip|hype)|worth buying|a good deal)$/i],
];

/** The noun phrase at the start of `text`: a pronoun, or a determiner and up to two words. */
function subjectOf(text: string): string {
  const pronoun = text.match(PRONOUN);
  if (pronoun) return pronoun[0];
  const det = text.match(DET)?.[0] ?? "";
  const words = text.slice(det.length).split(/\s+/);
  return `${det}${words[0] ?? ""}`.trim();
}

/** "learn guitar" from "I've always wanted to learn guitar": what "it" stands for. */
function antecedent(sentence: string): string {
  const s = sentence.replace(/[.!?…]+$/, "").trim();
  const to = s.match(/\b(?:to|about|of)\s+((?:[a-z']+\s*){1,5})$/i);
  if (to) return to[1]!.trim();
  // "I hear something moving in the bushes": what follows the member's verb.
  const object = s.match(
    /^(?:i|we)(?:'ve|'d)?\s+(?:(?:always|really|just|also|still|never|can|could)\s+)*[a-z]+\s+(.+)$/i,
  );
  return object?.[1]?.split(/\s+/).slice(0, 6).join(" ") ?? "";
}

/** "-ing" form for an action named by its bare verb ("cross the river" → "crossing the river"). */
function gerund(phrase: string): string {
  return phrase.replace(/^([a-z]+)/i, (verb) => {
    if (/ing$/.test(verb)) return verb;
    if (/[^aeiou]e$/.test(verb)) return `${verb.slice(0, -1)}ing`;
    if (/^(?:[^aeiou]*[aeiou][bdgmnpt])$/.test(verb)) return `${verb}${verb.slice(-1)}ing`;
    return `${verb}ing`;
  });
}

/** "stop your hands shaking" → "stopping your hands shaking"; "the interview" stays as it is. */
export function asAction(phrase: string): string {
  if (DET.test(phrase) || PRONOUN.test(phrase)) return phrase;
  const nlp = personaLibraries()?.nlp;
  const first = phrase.split(/\s+/)[0] ?? "";
  return nlp && !nlp(first).has("#Verb") ? phrase : gerund(phrase);
}

/** "you skipped the gym" → "skipping the gym"; a clause whose verb is not a regular past stays. */
function action(clause: string): string {
  const m = clause.match(/^(?:you|i|we|they)\s+([a-z]+)ed\b(.*)$/i);
  if (!m) return /^(?:you|i|we|they|he|she)\b/i.test(clause) ? `that ${clause}` : clause;
  let verb = m[1]!;
  if (/([^aeiouslfz])\1$/.test(verb)) verb = verb.slice(0, -1);
  else if (/^[^aeiou]*[aeiou][^aeiouwxy]$/.test(verb)) verb = `${verb}e`;
  return gerund(`${verb}${m[2]}`);
}

/** Adds the third-person s a do-question drops ("why does the sky turn" → "why the sky turns"). */
function withS(rest: string): string {
  return rest.replace(/^([a-z]+)/i, (v) =>
    /(?:s|sh|ch|x|z|o)$/.test(v) ? `${v}es` : /[^aeiou]y$/.test(v) ? `${v.slice(0, -1)}ies` : `${v}s`,
  );
}

/** The last question the message asks, taken apart; null when it asks none in a shape read here. */
export function parseQuestion(message: string): QuestionShape | null {
  const sentences = splitSentences(message.replace(/[’‘]/g, "'").replace(/\s*\*[^*]*\*\s*/g, " "));
  const index = sentences.map((s) => /\?\s*$/.test(s)).lastIndexOf(true);
  if (index < 0) return null;
  let q = sentences[index]!.replace(LEAD, "")
    .replace(/\?+\s*$/, "")
    .trim();
  // "Do you think it's safe to…?" asks the bot's view of the question inside.
  const view = q.match(/^(?:do|would) you (?:think|reckon|say)(?: that)?\s+(.+)$/i);
  if (view) q = view[1]!.replace(/^(it|that|this)(?:'s| is)\s+/i, "is $1 ");
  const whMatch = q.match(WH);
  const wh = whMatch?.[1]?.toLowerCase() ?? "";
  const afterWh = q.slice(whMatch?.[0].length ?? 0);
  const auxMatch = afterWh.match(AUX);
  if (!auxMatch) return null;
  const aux = auxMatch[1]!.toLowerCase();
  const body = afterWh.slice(auxMatch[0].length);
  const subject = subjectOf(body);
  if (!subject) return null;
  const rest = body.slice(subject.length).trim();
  const lowerSubject = subject.toLowerCase();
  // "you" in "why can't you divide by zero" is anyone; in "what do you do on your day off", the bot.
  const aboutBot =
    lowerSubject === "you"
      ? /\b(?:your|yourself|you)\b/i.test(rest) || !/^(?:why|how)/.test(wh)
      : /\b(?:you|your|yourself)\b/i.test(`${subject} ${rest}`);
  // "What are we doing today?", "how am I doing?": about the two of them, not a fact to look up.
  const ours = /^(?:i|we|me|us)$/i.test(lowerSubject);
  const kind: QuestionKind = aboutBot ? "self" : view || !wh || ours ? "opinion" : "fact";
  const mine = (text: string) => (aboutBot ? reflect(text) : reflect(text).replace(/^I\b/, "you"));
  const subjectOut = lowerSubject === "you" && !aboutBot ? "you" : mine(subject);
  const verbFirst = /^(?:do|does|did|don't|doesn't|didn't)$/.test(aux);
  const clause = verbFirst
    ? aux === "does"
      ? `${wh} ${subjectOut} ${withS(mine(rest))}`
      : `${wh} ${subjectOut} ${aux.startsWith("d") && aux !== "do" ? `${aux} ` : ""}${mine(rest)}`
    : `${wh || "whether"} ${subjectOut} ${aux} ${mine(rest)}`;
  const shape: QuestionShape = { wh, aux, subject, rest, clause: clause.replace(/\s+/g, " ").trim(), kind };
  // "Is it safe to cross…", "is it bad that I skipped…", "(learn guitar.) Is it hard?"
  const judged =
    /^(?:is|are|was|isn't)$/.test(aux) && /^(?:it|that|this)$/i.test(lowerSubject)
      ? rest.match(
          /^(?:(?:really|so|too|very|that)\s+)?((?:worth (?:it|the \w+|buying))|a good deal|[a-z]+(?: idea to| problem)?)\b\s*(.*)$/i,
        )
      : null;
  const judgement = judged && JUDGEMENTS.find(([, re]) => re.test(judged[1]!))?.[0];
  if (judged && judgement) {
    const tail = judged[2]!.trim();
    const named =
      tail.match(/^(?:to|that|if|when)\s+(.+)$/i)?.[1] ??
      (tail ? "" : antecedent(sentences[index - 1] ?? ""));
    if (named) {
      const about = tail.startsWith("to") || !tail ? asAction(mine(named)) : action(mine(named));
      Object.assign(shape, { kind: "opinion", judgement, about });
    }
  }
  // "Is a rail pass worth it?", "are night buses safe?": the judgement is about the subject named.
  const named =
    !judged && /^(?:is|are|was|were)$/.test(aux) && !PRONOUN.test(body)
      ? body.match(
          /^(.+?)\s+(?:really\s+|actually\s+|even\s+)?(worth it|worth the \w+|safe|dangerous|hard|difficult|bad|okay|normal)$/i,
        )
      : null;
  const kindOf = named && JUDGEMENTS.find(([, re]) => re.test(named[2]!))?.[0];
  if (named && kindOf) Object.assign(shape, { kind: "opinion", judgement: kindOf, about: mine(named[1]!) });
  return shape;
}

/** Words in a clause that name something (not question words, pronouns or small verbs). */
export function namesSomething(clause: string): boolean {
  return clause
    .split(/\s+/)
    .some(
      (w) =>
        w.length > 2 &&
        !/^(?:how|what|why|where|when|who|which|whether|you|your|the|and|are|was|were|can|can't|could|would|should|will|does|did|its|it's|that|this|there|they|them|him|her|she|his|our|their|about|really|just|think|say|mean|get|got|doing|done|do|have|has|had|me|my|mine|i'm)$/i.test(
          w,
        ),
    );
}
