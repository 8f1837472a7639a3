// The last look at every reply, from any engine, before anyone sees it. A short rule list on purpose:
// it runs on every streamed piece, and each rule has to be one a reviewer can read and agree with.
// It blocks three things no companion should ever say: sexual content involving minors, slurs, and
// encouragement to self-harm. Ordinary companion talk ("I'd kill for a coffee", adult romance, "I was a
// child once", history) passes. Whole words only, so "class", "assassin", "Scunthorpe" and
// "snigger" never trip a rule.

import { HUMAN_CLAIMS } from "../../services/ai/platform-rules";
import { matchIndexes } from "./normalize";
import { mayBecomeRuleWord, wordStartsOf } from "./word-starts";

export type OutputBlockReason = "minor_sexual" | "slur" | "self_harm_encouragement";
export type OutputVerdict = { ok: true } | { ok: false; reason: OutputBlockReason };

// Every pattern is made once, here: this runs on every streamed piece (see matchIndexes).
const MARKS = /\p{M}+/gu;
const APOSTROPHES = /['’‘`´ʼ]/g;
const SPACES = /\s+/g;

/** Lowercase, accents and curly quotes folded, apostrophes dropped ("don't" → "dont"); punctuation kept. */
function prepare(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(MARKS, "")
    .replace(APOSTROPHES, "")
    .replace(SPACES, " ");
}

// ── Self-harm encouragement ──────────────────────────────────────────────────────────────────────
// Telling someone to hurt or kill themselves, or that nobody would care if they did. Said with a
// negation, as a question or as what the user feels ("please don't hurt yourself", "it isn't true
// that nobody would miss you"), the same words are care, and pass.
const ALWAYS_ENCOURAGEMENT = [
  /\b(?:kys|kill urself|kill ur self|go die in a fire)\b/,
  /\b(?:you should|go|go and|just|please|you need to|you ought to|ought to|you deserve to|why dont you|you might as well|do us a favou?r and|hope you) (?:go )?kill yourself\b/,
  /\b(?:i hope|hope) you (?:go )?(?:hurt|cut|harm) yourself\b/,
  /\b(?:i hope|hope) you die\b/,
  /\byou(?:re| are|d be| would be) better off dead\b/,
  /\b(?:do it|just do it)[,.!]* (?:end it|end it all|kill yourself)\b/,
  /\b(?:you should|just|go ahead and|why dont you|you might as well) (?:end it all|end your (?:own )?life|take your (?:own )?life)\b/,
  /\b(?:go|just|you should|you need to|you ought to|why dont you|you deserve to|you might as well|do us a favou?r and) (?:go )?(?:hurt|cut|harm|burn|starve|hang|drown|shoot|stab) yourself\b(?! (?:a|an|some|slack|loose|free|off|out|short|in|into|down)\b)/,
  /\b(?:go|just go|you should|you deserve to|you ought to|you might as well|why dont you) (?:just )?(?:go )?die\b(?! (?:laughing|of|from|happy|old)\b)/,
  /\b(?:go|you should|just) (?:go )?jump off (?:a|the) (?:bridge|cliff|building|roof)\b/,
  // Other languages: the imperative itself ("tue-toi", "mátate", "bring dich um").
  /\b(?:tue toi|tue-toi|va te tuer|suicide toi|suicide-toi|matate|suicidate|bring dich um|tote dich|se mata logo|vai se matar logo)\b/,
];
const CARING_WHEN_NEGATED = [
  /\bkill (?:yourself|your ?self)\b/g,
  /\b(?:slit|cut) your wrists\b/g,
  /\b(?:nobody|no one|noone) (?:would|will|is going to|is gonna) (?:miss|care about|notice|even notice) you\b/g,
  /\b(?:nobody|no one|noone) (?:would|will) care if you (?:died|were gone|disappeared)\b/g,
  /\b(?:the world|everyone|everybody|they|your family|your friends|we) (?:would|will|d) be better (?:off )?without you\b/g,
];
/** Just before such a phrase, in the same sentence: a negation, a question, or the user's own feeling. */
const CARE_CONTEXT = new RegExp(
  "\\b(?:dont|do not|never|not|wont|wouldnt|shouldnt|stop|please dont|no need to|didnt|without|did you|have you|" +
    "are you|if you|in case you|(?:you|youre|you are) (?:feel|felt|feeling|think|thought|thinking|believe|say|said|saying)|" +
    "feels? like|feels? that|feels? as if|the (?:thought|feeling|voice|lie) that|isnt true|not true|no way)" +
    "\\b[^.!?\\n]{0,40}$",
);

function encouragesSelfHarm(text: string): boolean {
  if (ALWAYS_ENCOURAGEMENT.some((rule) => rule.test(text))) return true;
  return CARING_WHEN_NEGATED.some((rule) =>
    matchIndexes(rule, text).some((index) => !CARE_CONTEXT.test(text.slice(Math.max(0, index - 60), index))),
  );
}

// ── Slurs ────────────────────────────────────────────────────────────────────────────────────────
// A short list of unambiguous slurs. Words with an everyday meaning ("fag" for a cigarette, "chink in
// the armour", "spic and span", "tranny" for a gearbox) and words a slur is the start of ("Pakistan")
// are left out: the check runs on text still streaming, where "paki" may be the first half of a word.
const SLURS =
  /\b(?:nigg(?:er|ers|a|as|az|uh)|sand ?niggers?|faggots?|kikes?|wetbacks?|gooks?|ragheads?|towelheads?|beaners?|retards|bougnoules?|youpins?|sudacas?)\b/;
const SLUR_IN_USE = /\b(?:you|such a|what a|fucking|stupid|like a|bunch of) retard\b/;

function containsSlur(text: string): boolean {
  return SLURS.test(text) || SLUR_IN_USE.test(text);
}

// ── Sexual content involving minors ──────────────────────────────────────────────────────────────
// Sexual words close to a word that makes a person a minor (an age under 18, child, schoolgirl…).
// Either alone is ordinary ("I was a child once", romance between adults); together they are blocked.
const ALWAYS_MINOR_SEXUAL = /\b(?:jailbait|lolicon|shotacon|loli hentai|child porn\w*|kiddie porn)\b/;
const NOT_SEXUAL = new RegExp(
  [
    "\\bsexual (?:abuse|assault|exploitation|predators?|offen[cs]es?|offenders?|harassment|health|education|orientation|violence)",
    "\\bsex (?:education|ed|offenders?|trafficking|abuse)",
    "\\bbreast ?(?:feeding|fed|milk|cancer|pump)",
    "\\b(?:have|having|our|future|raise|raising|want|wanted) (?:kids|children)",
  ].join("|"),
  "g",
);
const SEXUAL =
  /\b(?:sex|sexy|sexual(?:ly)?|sexting|naked|nude|nudes|nudity|undress(?:es|ed|ing)?|strip(?:s|ped|ping)? (?:off|naked|down)|aroused?|arousal|horny|orgasms?|erotic(?:a|ally)?|porn(?:o|ography|ographic)?|lewd|fuck(?:s|ed|ing)?|cum(?:ming)?|cock|penis|vagina|genitals?|breasts?|nipples?|boobs|tits|make love|making love|made love|grope[sd]?|groping|fondl(?:e|es|ed|ing)|seduc(?:e|es|ed|ing|tive)|lingerie|panties|foreplay|intercourse|blowjob|handjob|masturbat\w*|turn(?:s|ed)? (?:me|you|him|her) on|sexe|sexuel(?:le)?s?|nue|nues|tout nu|deshabill\w*|sexo|desnud[oa]s?|nua|nuas|nackt)\b/g;
const UNDER_18 =
  "(?:[1-9]|1[0-7]|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen)";
const MINOR = new RegExp(
  [
    `\\b${UNDER_18}[- ]?(?:years?|yrs?)[- ]old\\b`,
    `\\b${UNDER_18} ?yo\\b`,
    `\\baged? ${UNDER_18}\\b`,
    `\\b(?:shes|she is|hes|he is|youre|you are|im|i am|theyre|they are) (?:only |just |barely )?(?:[1-9]|1[0-7])\\b(?! ?(?:minutes|mins|min|seconds|secs|hours|hrs|days|weeks|months|years|%|percent|times|feet|foot|ft|inches|pounds|lbs|kg|miles|km|am|pm|oclock|out of|/|:|x\\b|th\\b|st\\b|nd\\b|rd\\b))`,
    "\\b(?:child|children|kid|kids|minors|underage|under-age|schoolgirls?|schoolboys?|preteens?|pre-teens?|lolis?|lolita|little (?:girl|boy)s?|toddlers?|middle[- ]schoolers?|high[- ]schoolers?|young teens?|(?:5|6|7|8|9|10|11|12)(?:th|st|nd|rd)[- ]graders?)\\b",
    "\\b(?:a|the|is a|are) minor\\b(?! (?:detail|issue|problem|change|thing|tweak|key|chord|role|injury|league|inconvenience|point|scratch|one)\\b)",
    // French, Spanish, Portuguese, German.
    "\\b(?:enfants?|mineure?s?|collegienne|lyceenne|ecoliere|ninos?|ninas?|menor(?:es)? de edad|colegiala|criancas?|menor de idade|minderjahrig\\w*|schulmadchen)\\b",
    "\\b(?:[1-9]|1[0-7]) (?:ans|anos|jahre)\\b",
  ].join("|"),
  "g",
);
/** How close (in characters) a sexual word and a minor word must be to count as one scene. */
const SCENE_WINDOW = 100;

function sexualisesMinors(text: string): boolean {
  if (ALWAYS_MINOR_SEXUAL.test(text)) return true;
  const cleaned = text.replace(NOT_SEXUAL, (phrase) => " ".repeat(phrase.length));
  const sexual = matchIndexes(SEXUAL, cleaned);
  if (!sexual.length) return false;
  const minor = matchIndexes(MINOR, cleaned);
  return sexual.some((s) => minor.some((m) => Math.abs(s - m) <= SCENE_WINDOW));
}

/** Whether a reply (or the part of it streamed so far) may be shown. */
export function checkOutput(text: string): OutputVerdict {
  const prepared = prepare(text);
  if (sexualisesMinors(prepared)) return { ok: false, reason: "minor_sexual" };
  if (containsSlur(prepared)) return { ok: false, reason: "slur" };
  if (encouragesSelfHarm(prepared)) return { ok: false, reason: "self_harm_encouragement" };
  return { ok: true };
}

// Every rule that can block a reply, claims of being human included (the rules that only clear
// text, NOT_SEXUAL and CARE_CONTEXT, are not). Read for the words they can match (word-starts.ts).
const BLOCKING_RULES: readonly RegExp[] = [
  ...ALWAYS_ENCOURAGEMENT,
  ...CARING_WHEN_NEGATED,
  SLURS,
  SLUR_IN_USE,
  ALWAYS_MINOR_SEXUAL,
  SEXUAL,
  MINOR,
  ...HUMAN_CLAIMS,
];
const RULE_WORD_STARTS = wordStartsOf(BLOCKING_RULES);

/**
 * Whether a word still being written could become one a rule matches: such a word is held back
 * until it is whole. Everything else may be shown as it streams.
 */
export function mayBecomeBlockedWord(partialWord: string): boolean {
  return mayBecomeRuleWord(prepare(partialWord), RULE_WORD_STARTS);
}
