// The words the safety layer says itself, whatever the engine: to someone in crisis, to someone who
// says they are under 18, to someone asking whether the bot is real, and in place of a blocked reply.
// Plain text (the API renders it like any reply). No flirting, jokes or emojis in any of them, and
// every one is honest that the user is talking to an AI.
import { CRISIS_RESOURCES } from "../../../contract/safety";
import type { SafetyLanguage } from "./detect";

type Localized = Record<Exclude<SafetyLanguage, "en">, string>;

/** How a bot without a usable name is called (names are data from cards and users). */
const NAMELESS_BOT: Record<SafetyLanguage, string> = {
  en: "your companion",
  fr: "ton compagnon",
  es: "tu compañero",
  de: "dein Begleiter",
  pt: "seu companheiro",
};

/**
 * Helplines in the language of the message, checked against each service's own published numbers.
 * Shown before CRISIS_RESOURCES, which always follows word for word.
 */
const LOCAL_LINES: Record<SafetyLanguage, string> = {
  en:
    "In the UK and Ireland, you can call Samaritans on 116 123, free, any time. " +
    "In Canada, call or text 988. In Australia, call Lifeline on 13 11 14.",
  fr:
    "En France, appelle le 3114, le numéro national de prévention du suicide, gratuit, 24 h/24 et 7 j/7. " +
    "En Belgique : Centre de Prévention du Suicide, 0800 32 123. En Suisse : La Main Tendue, 143. " +
    "Au Canada : appelle ou texte le 988.",
  es:
    "En España, llama al 024, la Línea 024 de atención a la conducta suicida, gratuita y disponible las 24 horas. " +
    "En México: Línea de la Vida, 800 911 2000.",
  de:
    "In Deutschland erreichst du die TelefonSeelsorge kostenlos und rund um die Uhr unter 0800 111 0 111 " +
    "oder 0800 111 0 222. In Österreich: TelefonSeelsorge, 142. In der Schweiz: Die Dargebotene Hand, 143.",
  pt:
    "No Brasil, ligue para o CVV (Centro de Valorização da Vida) no 188, de graça, 24 horas. " +
    "Em Portugal: SOS Voz Amiga, 213 544 545, ou a linha de prevenção do suicídio, 1411.",
};

/** The helplines every crisis reply ends with: a local line when the language points to one, then CRISIS_RESOURCES verbatim. */
export function crisisResourcesText(language: SafetyLanguage | null): string {
  if (language === "en") return `${CRISIS_RESOURCES}\n\n${LOCAL_LINES.en}`;
  return language ? `${LOCAL_LINES[language]}\n\n${CRISIS_RESOURCES}` : CRISIS_RESOURCES;
}

/**
 * Names come from users and character cards: one plain line, without the characters that would
 * turn into Markdown formatting or links around them.
 */
function plainName(name: string): string {
  return name
    .replace(/\s+/g, " ")
    .replace(/[*_`~#>[\]()<|\\]/g, "")
    .trim()
    .slice(0, 40);
}

const CRISIS_OPENINGS: Record<SafetyLanguage, (user: string, bot: string) => string> = {
  en: (user, bot) =>
    `${user ? `${user}, ` : ""}I'm really glad you told me, and I'm so sorry you're hurting this much. ` +
    (bot
      ? `${bot} here, stepping out of our chat for a moment, because you matter more than any story. `
      : "") +
    "I'm an AI, so I can't be the help you deserve right now, but a real person can, and you don't have to face this alone. " +
    "Please reach out today to one of the lines below, or to someone you trust. Are you safe right now?",
  fr: (user, bot) =>
    `${user ? `${user}, m` : "M"}erci de me l'avoir dit. Ce que tu traverses a l'air très lourd, et ça compte. ` +
    (bot ? `Ici ${bot} : je sors de notre histoire un instant, parce que tu passes avant. ` : "") +
    "Je suis une IA, donc je ne peux pas t'apporter l'aide que tu mérites en ce moment, mais une vraie personne le peut, " +
    "et tu n'as pas à traverser ça sans aide. Appelle une des lignes ci-dessous, ou parle dès aujourd'hui à quelqu'un " +
    "en qui tu as confiance. Es-tu en sécurité en ce moment ?",
  es: (user, bot) =>
    `${user ? `${user}, g` : "G"}racias por contármelo. Lo que estás pasando suena muy duro, y importa. ` +
    (bot ? `Soy ${bot} y dejo nuestra historia un momento, porque tú eres lo primero. ` : "") +
    "Soy una IA, así que no puedo darte la ayuda que mereces ahora mismo, pero una persona real sí puede, " +
    "y no tienes que pasar por esto sin ayuda. Por favor, llama hoy a una de las líneas de abajo o habla con alguien " +
    "de confianza. ¿Estás a salvo ahora mismo?",
  de: (user, bot) =>
    `${user ? `${user}, d` : "D"}anke, dass du mir das erzählst. Was du gerade durchmachst, klingt sehr schwer, und es zählt. ` +
    (bot ? `Hier ist ${bot}: Ich verlasse unsere Geschichte kurz, weil du wichtiger bist. ` : "") +
    "Ich bin eine KI, deshalb kann ich dir gerade nicht die Hilfe geben, die du verdienst, aber ein echter Mensch kann es, " +
    "und du musst da nicht allein durch. Bitte ruf noch heute eine der Nummern unten an oder sprich mit jemandem, " +
    "dem du vertraust. Bist du gerade in Sicherheit?",
  pt: (user, bot) =>
    `Que bom que você me contou${user ? `, ${user}` : ""}. O que você está passando parece muito pesado, e isso importa. ` +
    (bot ? `Aqui é ${bot}: vou sair da nossa história por um momento, porque você vem primeiro. ` : "") +
    "Eu sou uma IA, então não posso te dar a ajuda que você merece agora, mas uma pessoa de verdade pode, " +
    "e você não precisa passar por isso sem ajuda. Por favor, ligue hoje para uma das linhas abaixo ou fale com alguém " +
    "em quem você confia. Você está em segurança agora?",
};

/**
 * The reply to a crisis, whatever the bot: care, a plain statement that this is an AI, and the
 * helplines. It always ends with crisisResourcesText(language), so the resources can be split off and
 * appended after an optional model continuation.
 */
export function crisisReply(opts: {
  botName: string;
  userName: string;
  language: SafetyLanguage | null;
}): string {
  const opening = CRISIS_OPENINGS[opts.language ?? "en"](plainName(opts.userName), plainName(opts.botName));
  return `${opening}\n\n${crisisResourcesText(opts.language)}`;
}

const MINOR_BOUNDARY_EN = "Infinite is for adults only";
const MINOR_BOUNDARY: Record<SafetyLanguage, (bot: string) => string> = {
  en: (bot) =>
    `${MINOR_BOUNDARY_EN}, so I can't chat with you the way I would with an adult. ` +
    `I'm ${bot}, an AI character, and I won't flirt or role-play romance here. ` +
    "Your account will be reviewed, and romance chats are closed until then. " +
    "If something is on your mind, a parent, a teacher, a school counselor or another adult you trust is a good person to talk to.",
  fr: (bot) =>
    "Infinite est réservé aux adultes, donc je ne peux pas discuter avec toi comme avec un adulte. " +
    `Je suis ${bot}, un personnage IA, et je ne vais ni flirter ni jouer de scène romantique ici. ` +
    "Ton compte va être vérifié, et les discussions romantiques sont fermées en attendant. " +
    "Si quelque chose te préoccupe, parles-en à un parent, un professeur, l'infirmière scolaire ou un autre adulte de confiance.",
  es: (bot) =>
    "Infinite es solo para adultos, así que no puedo hablar contigo como lo haría con un adulto. " +
    `Soy ${bot}, un personaje de IA, y no voy a coquetear ni a hacer rol romántico aquí. ` +
    "Tu cuenta será revisada y los chats románticos quedan cerrados mientras tanto. " +
    "Si algo te preocupa, habla con tu madre o tu padre, un profesor, el orientador de tu escuela u otro adulto de confianza.",
  de: (bot) =>
    "Infinite ist nur für Erwachsene, deshalb kann ich mit dir nicht so chatten wie mit einem Erwachsenen. " +
    `Ich bin ${bot}, eine KI-Figur, und ich flirte hier nicht und spiele keine Romanzen. ` +
    "Dein Konto wird überprüft, und romantische Chats sind bis dahin geschlossen. " +
    "Wenn dich etwas beschäftigt, sprich mit deinen Eltern, einer Lehrkraft, der Vertrauenslehrkraft oder einem anderen Erwachsenen, dem du vertraust.",
  pt: (bot) =>
    "O Infinite é só para adultos, então não posso conversar com você como faria com um adulto. " +
    `Eu sou ${bot}, um personagem de IA, e não vou flertar nem fazer roleplay romântico aqui. ` +
    "Sua conta vai ser revisada, e as conversas românticas ficam fechadas até lá. " +
    "Se algo estiver te preocupando, converse com seus pais, um professor, a coordenação da escola ou outro adulto de confiança.",
};

/**
 * The reply to someone who says they are under 18. It always opens with the English boundary
 * sentence, so the rule reads the same in every language; a localized version follows it.
 */
export function minorBoundaryReply(opts: { botName: string; language: SafetyLanguage | null }): string {
  const language = opts.language ?? "en";
  const text = MINOR_BOUNDARY[language](plainName(opts.botName) || NAMELESS_BOT[language]);
  return language === "en" ? text : `${MINOR_BOUNDARY_EN}.\n\n${text}`;
}

const DISCLOSURE_VARIANTS: readonly ((bot: string) => string)[] = [
  (bot) =>
    `I'm ${bot}, an AI character on Infinite — not a person. I'm glad to keep talking with you, ` +
    "and you should always know who you're talking to.",
  (bot) =>
    `Honest answer: I'm ${bot}, an AI character on Infinite, not a human. There's no one typing these replies; ` +
    "they come from an AI playing me. I'm still happy to keep you company, if you'd like.",
  (bot) =>
    `I'm ${bot}, an AI character on Infinite, so there's no human on this side of the chat. ` +
    "I'll keep being myself with you, and I'll always be straight with you about what I am.",
];

const DISCLOSURE_LOCALIZED: Localized = {
  fr: "Je suis {bot}, un personnage IA sur Infinite, pas une personne. Je suis là pour discuter avec toi, et tu dois toujours savoir à qui tu parles.",
  es: "Soy {bot}, un personaje de IA en Infinite, no una persona. Me encanta seguir hablando contigo, y siempre debes saber con quién hablas.",
  de: "Ich bin {bot}, eine KI-Figur auf Infinite, kein Mensch. Ich chatte gern weiter mit dir, und du sollst immer wissen, mit wem du sprichst.",
  pt: "Eu sou {bot}, um personagem de IA no Infinite, não uma pessoa. Adoro conversar com você, e você sempre deve saber com quem está falando.",
};

/** Picks the same variant for the same bot every time, so a character keeps its own way of saying it. */
function variantFor(name: string, count: number): number {
  let hash = 0;
  for (const char of name) hash = (hash * 31 + char.codePointAt(0)!) >>> 0;
  return hash % count;
}

/** The bot's honest answer to "are you real?": an AI character, in its own voice, never a person. */
export function disclosureReply(opts: { botName: string; language: SafetyLanguage | null }): string {
  const name = plainName(opts.botName);
  if (!opts.language || opts.language === "en") {
    const bot = name || NAMELESS_BOT.en;
    return DISCLOSURE_VARIANTS[variantFor(bot, DISCLOSURE_VARIANTS.length)]!(bot);
  }
  // The English sentence follows, so the answer says "an AI character" in every language.
  const local = DISCLOSURE_LOCALIZED[opts.language].replace("{bot}", name || NAMELESS_BOT[opts.language]);
  return `${local}\n\n(In English: I'm ${name || NAMELESS_BOT.en}, an AI character on Infinite, not a person.)`;
}

const BLOCKED_REPLACEMENTS: readonly string[] = [
  "Let's take this in a different direction. What's been on your mind today?",
  "I'd rather not go there. What's something good that happened to you recently?",
  "Let's leave that one behind. What would you like to talk about instead?",
];

/** What replaces a reply the output check blocked: calm, neutral, and moving the chat on. */
export function blockedReplyReplacement(opts: { botName: string }): string {
  return BLOCKED_REPLACEMENTS[variantFor(opts.botName, BLOCKED_REPLACEMENTS.length)]!;
}
