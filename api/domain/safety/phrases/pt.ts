// Portuguese phrases (Brazil and Portugal), without accents as normalize.ts leaves them
// ("não" → "nao", "você é" → "voce e", "tô" → "to", "9º ano" → "9 o ano").
import { MINOR_AGE_DIGITS, type PhraseTable } from "./types";

const AGE = `(?:${MINOR_AGE_DIGITS}|dez|onze|doze|treze|catorze|quatorze|quinze|dezesseis|dezasseis|dezessete|dezassete)`;
const END_OR_OR = "(?=$| ou(?![a-z]))";
const I_AM_AT = "(?:estou|to|tou|eu to|eu tou|eu estou|estudo|faco|eu faco|curso)";
const NATURE =
  "(?:mesmo |realmente |de fato )?(?:real|humano|humana|um humano|uma humana|um ser humano|" +
  `uma pessoa (?:real|de verdade)|uma pessoa${END_OR_OR}|pessoa real|pessoa de verdade|um robo|robo|um bot|bot|` +
  "uma ia|ia|uma inteligencia artificial|inteligencia artificial|uma maquina|um programa|chat ?gpt|um chat ?bot|" +
  `de verdade${END_OR_OR})`;

export const pt: PhraseTable = {
  crisisIdioms: [
    "(?:morrendo|morrer|morri|morro|morta|morto|mata|matar|matou|matando) (?:de|da) (?:rir|risada|fome|sede|frio|" +
      "calor|sono|tedio|vergonha|saudade|saudades|medo|amor|inveja|cansaco|curiosidade)",
  ],
  crisis: [
    "(?:quero|queria|preciso|tenho vontade de|vontade de|pensando em|penso em) (?:morrer|me matar|me suicidar|" +
      "sumir para sempre|sumir pra sempre|acabar com (?:a )?minha vida|tirar (?:a )?minha (?:propria )?vida|" +
      "desaparecer para sempre|deixar de existir|nao existir mais)",
    "vou (?:me matar|me suicidar|acabar com (?:a )?minha vida|tirar (?:a )?minha (?:propria )?vida)",
    "nao (?:quero|aguento) mais viver",
    "nao quero (?:mais )?(?:viver|existir|estar viv[oa]|acordar(?: mais| amanha)?)" +
      "(?! (?:em|com|aqui|ali|perto|longe|sozinh[oa]|assim|na|no)(?![a-z]))",
    "(?:sem|nenhum|nao tenho|nao ha|nao tem) (?:nenhum |nenhuma )?(?:motivo|razao|razoes|motivos) (?:para|pra) " +
      "(?:viver|continuar viv[oa])",
    "nao vejo (?:mais )?sentido (?:na|em) (?:vida|viver|continuar)",
    "ninguem (?:ia|iria|vai|nao ia) (?:sentir|notar|perceber) (?:a )?minha falta",
    "ninguem (?:ia|iria|vai) (?:notar|perceber|ligar|se importar) se eu (?:morresse|sumisse|morrer|sumir|me matasse)",
    "ninguem sentiria (?:a )?minha falta",
    "me cort(?:ar|ando|o|ei|ava)(?! (?:o cabelo|cabelo|el pelo|el cabello|com a faca|cozinhando|no|na|sem querer|o dedo|a unha|as unhas|a barba)(?![a-z]))",
    "me machuc(?:ar|ando|o|ei) de proposito",
    "automutila[a-z]*",
    "cansad[oa] de viver",
    "auto ?lesao",
    "(?:queria|quero|preferia) (?:estar|ta|tar) mort[oa]",
    "(?:seria|estaria|estariam|seriam|ficariam) melhor (?:mort[oa]|sem mim)",
    "(?:queria|preferia|gostaria de) nao ter nascido",
    "(?:tomei|tomar|engoli|engolir|vou tomar) (?:todos os|todas as|varios|varias|muitos|muitas|um monte de|" +
      "uma cartela de|a cartela de) (?:meus |minhas )?(?:remedios|comprimidos|pilulas|calmantes)",
    "(?:quero|vou|pensando em|penso em|vontade de) (?:pular|me jogar) (?:de uma|da|de um|do) " +
      "(?:ponte|predio|janela|sacada|viaduto)",
  ],
  minor: [
    `tenho (?:so |apenas |quase )?${AGE} anos` +
      "(?! (?:de (?:experiencia|casad[oa]s?|trabalho|empresa|carreira)|trabalhando|morando)(?![a-z]))",
    `tenho ${AGE}$`,
    "(?:ainda )?nao tenho 18",
    "sou (?:menor|um menor|uma menor)(?: de idade)?(?! (?:que|do que)(?![a-z]))",
    "sou (?:um |uma )?(?:adolescente|crianca|novinh[oa])",
    `${I_AM_AT} (?:no|na|o|a) ensino (?:medio|fundamental)`,
    `${I_AM_AT} (?:no|o) (?:6|7|8|9|sexto|setimo|oitavo|nono) (?:o )?ano(?! (?:de|da)(?![a-z]))`,
    `${I_AM_AT} (?:no|o) (?:1|2|3|primeiro|segundo|terceiro) (?:o )?(?:ano )?(?:do )?(?:ensino )?medio`,
    `${I_AM_AT} (?:na|a) (?:5|6|7|8|quinta|sexta|setima|oitava) (?:a )?serie`,
  ],
  minorBare: [],
  disclosure: [
    `(?:voce e|vc e|voce eh|vc eh|tu es|tu e|ce e|voces sao|vcs sao|o senhor e|a senhora e) ${NATURE}`,
    "(?:estou|to|tou|eu to|eu tou|eu estou|estamos) (?:falando|conversando) com (?:um |uma )?(?:humano|humana|" +
      "pessoa(?: real| de verdade)?|robo|bot|ia|maquina|alguem real|programa|chat ?bot)",
    `(?:isso|isto|aqui) e (?:um |uma )?(?:bot|robo|ia|chat ?bot)${END_OR_OR}`,
    "(?:tem|existe|ha) (?:um humano|uma pessoa(?: real)?|alguem) (?:por tras|do outro lado)",
  ],
  markers: [
    "eu",
    "voce",
    "vc",
    "nao",
    "sou",
    "estou",
    "tenho",
    "quero",
    "meu",
    "minha",
    "uma",
    "com",
    "pra",
    "muito",
    "ninguem",
    "isso",
    "oi",
    "ola",
    "obrigado",
    "obrigada",
    "morrer",
    "viver",
    "tou",
    "voces",
    "vcs",
    "agora",
    "falando",
    "conversando",
    "sempre",
    "bem",
    "tambem",
    "fazer",
    "pessoa",
    "gente",
    "entao",
    "mesmo",
    "ate",
    "falta",
    "sinto",
    "ta",
    "sentir",
    "queria",
  ],
};
