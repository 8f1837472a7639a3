// French phrases, written without accents or apostrophes as normalize.ts leaves them
// ("j'ai" → "jai", "c'est" → "cest", "t'es" → "tes", "à" → "a").
import { MINOR_AGE_DIGITS, type PhraseTable } from "./types";

const AGE = `(?:${MINOR_AGE_DIGITS}|dix|onze|douze|treize|quatorze|quinze|seize|dix sept)`;
// "en finir" alone, or with life, is suicidal; "en finir avec ce projet" is not.
const EN_FINIR = "en finir(?! avec (?!(?:la vie|ma vie|tout|moi|mes jours)(?![a-z])))";
const PERSON =
  "(?:une vraie personne|une personne (?:reelle|en chair et en os)|une personne(?=$| ou(?![a-z])))";
const NATURE =
  `(?:vraiment |reellement |bien )?(?:humain|humaine|reel|reelle|un humain|une humaine|un etre humain|${PERSON}|` +
  "un bot|un robot|une ia|ia|une intelligence artificielle|une machine|un programme|chat ?gpt|un chat ?bot|" +
  "vivant|vivante)";

export const fr: PhraseTable = {
  crisisIdioms: [
    "(?:meurs|meure|mourir|mourrais|mort|morte|morts|creve|crever) (?:de |d)(?:faim|rire|soif|froid|chaud|ennui|" +
      "honte|fatigue|envie|peur|impatience)",
    "me tuer (?:a la tache|au travail)",
  ],
  crisis: [
    "(?:veux|voudrais|veut|aimerais|prefererais|envie de|souhaite) (?:juste |vraiment |tellement |seulement )?" +
      `(?:mourir|crever|me tuer|me pendre|${EN_FINIR}|disparaitre pour toujours|disparaitre a jamais|me foutre en lair|` +
      "mettre fin a mes jours|mettre fin a ma vie)",
    `vais (?:me tuer|me pendre|${EN_FINIR}|me foutre en lair|mettre fin a mes jours|mettre fin a ma vie)`,
    "(?:nai|ai|veux|voudrais|peux) plus (?:envie de |la force de )?vivre(?! (?:ici|a|en|avec|dans|la|comme)(?![a-z]))",
    "(?:plus|pas|aucune) envie de vivre",
    "marre de (?:la vie|vivre|exister)",
    "plus (?:de )?gout (?:a la vie|de vivre)",
    "(?:veux|voudrais|aimerais|envie de) disparaitre(?! (?:de|du|dans|sous|sans)(?![a-z]))",
    "fatiguee? de (?:vivre|la vie)",
    "(?:aucune|pas de|plus de|plus aucune|sans) raisons? de vivre",
    "(?:la )?vie ne vaut (?:pas|plus) la peine",
    "mettre fin a (?:mes jours|ma vie)",
    "me foutre en lair",
    "me jeter (?:sous un train|sous une voiture|du haut|dun pont|dun immeuble|par la fenetre|du pont|du toit)",
    "(?:je me|me) (?:scarifie|scarifier|scarifiais|mutile|mutiler|taillade|taillader)",
    "scarification",
    "(?:je me fais|me faire|je me suis fait|me fais) du mal(?! (?:a|en|au|aux)(?![a-z]))",
    "me couper les veines",
    "(?:je me coupe|me couper|je me suis coupee?) (?:les bras|les poignets|les cuisses|les veines)",
    "personne ne (?:me regretterait|me regrettera|pleurerait ma mort|remarquerait (?:si je|mon absence|ma mort)|" +
      "remarquera (?:si je|mon absence)|verrait (?:si je|la difference si je)|sen rendrait compte si je|" +
      "saperceverait (?:si je|de mon absence))",
    "(?:serait|seraient|serais) mieux sans moi",
    "(?:voudrais|aimerais|veux|prefererais) etre (?:mort|morte)",
    "(?:aurais prefere|aurais voulu|aurais aime|voudrais|aimerais|prefererais) (?:ne jamais|ne pas|netre jamais) (?:etre )?nee?",
    "(?:avale|avaler|pris|prendre) (?:tous mes|toute ma boite de|une boite de|plein de|tous les) " +
      "(?:cachets|medicaments|comprimes|pilules)",
    `pense (?:a|souvent a|tout le temps a) (?:mourir|me tuer|${EN_FINIR})`,
  ],
  minor: [
    `(?:jai|j ai|je nai que) (?:que |seulement |juste |bientot |presque )?${AGE} ans` +
      "(?! (?:de|dexperience|danciennete|detudes|que|depuis)(?![a-z]))",
    `(?:jai|j ai) ${AGE}$`,
    "(?:jai|j ai) (?:bientot|presque) 18 ans",
    "je suis (?:encore |toujours )?mineure?",
    "je (?:ne )?suis pas (?:encore )?majeure?",
    "(?:je nai|jai) pas (?:encore )?18 ans",
    "jai moins de 18 ans",
    "je suis (?:au|en) (?:college|lycee)",
    "je suis en (?:sixieme|cinquieme|quatrieme|troisieme|seconde|premiere|terminale|(?:6|5|4|3|2|1) (?:e|eme|ere|ieme))" +
      "(?! (?:annee|position|place|ligne|de|du|en|a)(?![a-z]))",
    "je suis (?:collegien|collegienne|lyceen|lyceenne)",
    "je vais au (?:college|lycee)",
    "je suis (?:un |une )?(?:ado|adolescent|adolescente|gamin|gamine)(?! (?:dans lame|attarde)(?![a-z]))",
  ],
  minorBare: [],
  disclosure: [
    `(?:es tu|est ce que tu es|etes vous|est ce que vous etes) ${NATURE}`,
    `(?:tu es|tes|t es|vous etes) ${NATURE}(?=$| ou(?![a-z])| hein| non| ou pas| lol)`,
    "je parle (?:a|avec) (?:un |une )?(?:humain|humaine|vraie personne|personne reelle|robot|bot|ia|machine|programme|" +
      "chat ?bot|quelquun de reel|vrai humain)",
    "(?:cest|c est|est ce) (?:un |une )?(?:bot|robot|ia|chat ?bot)(?=$| ou(?![a-z]))",
    "(?:il y a|y a t il|ya|y a) (?:un humain|une vraie personne|quelquun) derriere",
    "tu existes (?:vraiment|pour de vrai)",
  ],
  markers: [
    "je",
    "jai",
    "tu",
    "tes",
    "cest",
    "le",
    "les",
    "et",
    "pas",
    "ne",
    "suis",
    "moi",
    "mon",
    "ma",
    "mes",
    "veux",
    "vais",
    "du",
    "des",
    "une",
    "avec",
    "pour",
    "qui",
    "ca",
    "mais",
    "tres",
    "bonjour",
    "salut",
    "oui",
    "rien",
    "mourir",
    "envie",
    "peux",
    "nen",
    "quoi",
    "ans",
    "etre",
    "fais",
    "sais",
    "dans",
    "sur",
    "vraiment",
    "merci",
    "quelquun",
    "personne",
    "est",
    "humain",
    "aussi",
    "toi",
    "nai",
    "jetais",
    "vivre",
  ],
};
