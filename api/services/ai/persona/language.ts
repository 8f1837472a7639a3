// Which language the persona engine answers in, and what it says there. The message's language is
// detected with tinyld, confirmed by a few words only that language uses (short English messages
// such as "hi Nana" or "yo Wes" are easily mistaken otherwise); the account's language preference,
// when the engine has templates for it, wins.
import { personaLibraries } from "./libs";
import type { MathAnswer } from "./math";
import { PHRASEBOOK, WORDS, type ForeignIntent, type ForeignLang } from "./phrasebook";

export type Lang = "en" | ForeignLang;

const FOREIGN = Object.keys(PHRASEBOOK) as ForeignLang[];

/** Words common in the language and never in English: one of them confirms tinyld's guess. */
const MARKERS: Record<Exclude<ForeignLang, "ja">, RegExp> = {
  fr: /(?:^|[^\p{L}])(?:je|j'|tu|vous|nous|suis|est|c'est|les|des|une|pour|avec|pas|très|merci|bonjour|bonsoir|salut|comment|ça|oui|mais|moi|toi|quel|quelle|où|aujourd'hui|voudrais|s'il|aimes|dit-on|et)(?![\p{L}])/iu,
  es: /(?:^|[^\p{L}])(?:yo|tú|usted|estás|está|estoy|qué|cómo|por|para|gracias|hola|muy|pero|sí|dónde|vamos|una|los|las|esta|noche|gusta|hora|el|es)(?![\p{L}])/iu,
  de: /(?:^|[^\p{L}])(?:ich|du|bist|ist|nicht|und|der|die|das|wie|was|danke|hallo|guten|mit|mein|dir|heute|bitte|wer|muss|bei|geht|sehr|ein|eine|es)(?![\p{L}])/iu,
  pt: /(?:^|[^\p{L}])(?:eu|você|voce|não|nao|obrigad[oa]|olá|ola|tudo|bem|muito|com|minha|meu|gosta|já|estou|foi|ao|é|são|uma)(?![\p{L}])/iu,
  it: /(?:^|[^\p{L}])(?:io|sono|sei|grazie|ciao|buongiorno|buonanotte|molto|che|della|oggi|stasera|quanto|piace|ti|cosa|stai|anche|questo|mi)(?![\p{L}])/iu,
};

/** Everyday English words no supported language shares, to weigh against the markers above. */
const ENGLISH =
  /(?:^|[^\p{L}])(?:bye+|goodbye|perfect|thanks|thank|please|the|and|you|your|i'm|my|what|is|it's|okay|ok|lol|night|great|cool|awesome|see|later|so|we|how|are|from|with|at|an|to|of|our|for|that|this)(?![\p{L}])/iu;

/** Words that open a message in one language only ("Bonjour!", "Gracias", "Ciao"). */
const OPENERS: [RegExp, ForeignLang][] = [
  [/^(?:bonjour|bonsoir|salut|coucou|merci)\b/i, "fr"],
  [/^(?:hola|gracias|buenas|buenos días)(?![\p{L}])/iu, "es"],
  [/^(?:hallo|danke|servus|tschüss|guten (?:morgen|tag|abend))(?![\p{L}])/iu, "de"],
  [/^(?:olá|obrigad[oa]|tchau|bom dia|boa (?:tarde|noite))(?![\p{L}])/iu, "pt"],
  [/^(?:ciao|grazie|buongiorno|buonasera|buonanotte|arrivederci)(?![\p{L}])/iu, "it"],
];

/** Japanese script: kana, or kanji with the Japanese full stop or question mark. */
const JAPANESE = /[\u3040-\u30ff]|[\u4e00-\u9fff].*[。？！]/;

/** The language of a user message: "en" unless another supported one is clear. */
export function detectLanguage(message: string): Lang {
  const text = (message ?? "").replace(/[’‘]/g, "'").trim();
  if (!text) return "en";
  if (JAPANESE.test(text)) return "ja";
  const words = text.match(/\p{L}+(?:'\p{L}+)?/gu) ?? [];
  const opener = OPENERS.find(([re]) => re.test(text));
  if (opener && words.length <= 3) return opener[1];
  const detectAll = personaLibraries()?.detectAll;
  if (words.length < 2 || !detectAll) return "en";
  const [top] = detectAll(text, { only: ["en", ...FOREIGN] });
  const lang = top?.lang as Lang | undefined;
  if (!lang || lang === "en" || lang === "ja") return "en";
  const marks = text.match(new RegExp(MARKERS[lang].source, "giu"))?.length ?? 0;
  // "perfect, obrigado! bye": a borrowed thanks among English words is still English.
  const english = text.match(new RegExp(ENGLISH.source, "giu"))?.length ?? 0;
  if (english > marks) return "en";
  // Two-word messages ("yo Wes") need two such words; longer ones one, or a confident detection.
  if (marks >= (words.length < 3 ? 2 : 1)) return lang;
  // English words around a few foreign names ("walk from Baixa to Belém, how long?") keep it English.
  return top!.accuracy >= 0.5 && words.length >= 4 && english < 3 ? lang : "en";
}

/** "French", "français" or "fr" → "fr"; null for a language the engine has no templates for. */
export function languageFromPreference(preference: string | null | undefined): ForeignLang | null {
  const p = (preference ?? "").trim().toLowerCase();
  if (!p) return null;
  return FOREIGN.find((l) => PHRASEBOOK[l].names.includes(p)) ?? null;
}

/** The language to answer in: the preference when the engine speaks it, else the message's. */
export function replyLanguage(message: string, preference?: string | null): Lang {
  const preferred = languageFromPreference(preference);
  if (preferred) return preferred;
  if (preference && /^(?:english|en)$/i.test(preference.trim())) return "en";
  return detectLanguage(message);
}

/** Any of the phrases as whole words (Unicode-aware: "fatigué" ends a word at the "é"). */
const phrases = (...list: string[]) => new RegExp(`(?<![\\p{L}'])(?:${list.join("|")})(?![\\p{L}])`, "iu");

const INTENTS: [ForeignIntent, RegExp][] = [
  [
    "sad",
    phrases(
      "triste",
      "perdid[oa]",
      "perdue?",
      "traurig",
      "deprimid[oa]",
      "einsam",
      "sola?",
      "seul(?:e)?",
      "悲しい",
      "つらい",
    ),
  ],
  [
    "tired",
    phrases("fatigu[ée]e?", "crev[ée]e?", "cansad[oa]", "müde", "stanc[oa]", "esaust[oa]", "疲れ\\S*"),
  ],
  [
    "happy",
    phrases(
      "heureux",
      "heureuse",
      "contente?",
      "feliz",
      "glücklich",
      "felice",
      "génial",
      "genial",
      "うれしい",
      "嬉しい",
    ),
  ],
  [
    "goodbye",
    phrases(
      "au revoir",
      "bonne nuit",
      "à bientôt",
      "adiós",
      "adios",
      "hasta (?:luego|pronto|mañana)",
      "buenas noches",
      "tschüss",
      "tschüs",
      "gute nacht",
      "auf wiedersehen",
      "tchau",
      "até (?:logo|mais|amanhã)",
      "boa noite",
      "arrivederci",
      "buonanotte",
      "a presto",
      "さようなら",
      "おやすみ\\S*",
      "またね",
    ),
  ],
  ["thanks", phrases("merci", "gracias", "danke", "obrigad[oa]", "grazie", "ありがとう")],
  [
    "howAreYou",
    phrases(
      "ça va",
      "comment vas-tu",
      "comment allez-vous",
      "cómo estás",
      "qué tal",
      "wie geht(?:'s| es)",
      "tudo bem",
      "como (?:você )?está",
      "come stai",
      "come va",
      "元気ですか",
      "お元気",
    ),
  ],
  [
    "name",
    phrases(
      "comment tu t'appelles",
      "tu t'appelles",
      "cómo te llamas",
      "wie heißt du",
      "wer bist du",
      "como (?:você )?se chama",
      "come ti chiami",
      "chi sei",
      "お名前",
      "誰ですか",
    ),
  ],
  [
    "wants",
    phrases(
      "je voudrais",
      "j'aimerais",
      "quiero",
      "quisiera",
      "ich möchte",
      "ich hätte gern",
      "eu queria",
      "eu quero",
      "vorrei",
    ),
  ],
  [
    "likes",
    phrases(
      "tu aimes",
      "aimes-tu",
      "te gusta",
      "magst du",
      "você gosta",
      "gosta de",
      "ti piace",
      "好きですか",
    ),
  ],
  [
    "greeting",
    /^(?:bonjour|bonsoir|salut|coucou|hola|buenas|buenos días|hallo|guten (?:morgen|tag|abend)|servus|olá|ola|oi|bom dia|boa tarde|ciao|buongiorno|buonasera|salve)(?![\p{L}])|^こんにちは|^おはよう|^こんばんは/iu,
  ],
];

export function foreignIntent(message: string, math: MathAnswer | null): ForeignIntent {
  if (math) return "math";
  // "Hola Rio, ¿dónde está el tesoro?" is a question that starts with a greeting.
  const asks = /[?？]\s*$/.test(message) && (message.match(/\p{L}+/gu) ?? []).length > 3;
  const found = INTENTS.find(([intent, re]) => re.test(message) && !(asks && intent === "greeting"));
  if (found) return found[0];
  return /[?？]\s*$/.test(message) ? "question" : "statement";
}

/** The thing liked or wanted in "tu aimes le cinéma ?" / "je voudrais un café" (what follows the verb). */
export function likedThing(message: string): string | null {
  const m = message
    .replace(/[?？!.]+\s*$/, "")
    .split(/,\s*(?:s'il|por favor|bitte|per favore)/i)[0]!
    .match(
      /(?:aimes|aimes-tu|gusta|magst du|gosta de|piace|voudrais|aimerais|quiero|quisiera|möchte|hätte gern|queria|quero|vorrei)\s+((?:(?:le|la|les|l'|un|une|des|du|el|los|las|una|unos|o|a|os|as|um|uma|il|lo|i|gli|die|der|das|den|ein|eine|einen)\s*)?[\p{L}' -]{2,30})$/iu,
    );
  // "O que você gosta de fazer?" asks what the bot likes, not whether it likes "fazer".
  if (!m || /(?:^|[^\p{L}])(?:que|qué|quoi|was|cosa|cos'è|何)(?![\p{L}])/iu.test(message.slice(0, m.index)))
    return null;
  return m[1]!.trim();
}

/** "Comment dit-on « apple » en français ?" / "How do I say thank you in French?" → the word and the language. */
export function translationAsked(message: string): { word: string; lang: ForeignLang } | null {
  const t = message.toLowerCase().replace(/[’‘]/g, "'");
  const m =
    t.match(
      /how (?:do (?:i|you)|to|would (?:i|you)) say\s+["“«]?\s*([a-z' ]+?)\s*["”»]?\s+in\s+([a-zçñãê]+)/,
    ) ??
    t.match(/comment (?:dit-on|on dit|dire)\s+["“«]?\s*([a-z' ]+?)\s*["”»]?\s+en\s+(français|francais)/) ??
    t.match(/cómo se dice\s+["“«]?\s*([a-z' ]+?)\s*["”»]?\s+en\s+(español|espanol)/) ??
    t.match(/wie sagt man\s+["“„«]?\s*([a-z' ]+?)\s*["”“»]?\s+auf\s+(deutsch)/) ??
    t.match(/como (?:se diz|eu digo)\s+["“«]?\s*([a-z' ]+?)\s*["”»]?\s+em\s+(português|portugues)/) ??
    t.match(/come si dice\s+["“«]?\s*([a-z' ]+?)\s*["”»]?\s+in\s+(italiano)/);
  if (!m) return null;
  const lang = languageFromPreference(m[2]!);
  const word = m[1]!.trim();
  return lang && WORDS[word]?.[lang] ? { word, lang } : null;
}

export function translate(word: string, lang: ForeignLang): string | null {
  return WORDS[word]?.[lang] ?? null;
}
