// German phrases, with umlauts dropped as normalize.ts leaves them ("möchte" → "mochte", "ß" → "ss");
// people who type "moechte" or "wuerde" are matched too where it matters.
import { MINOR_AGE_DIGITS, type PhraseTable } from "./types";

const AGE = `(?:${MINOR_AGE_DIGITS}|zehn|elf|zwolf|zwoelf|dreizehn|vierzehn|funfzehn|fuenfzehn|sechzehn|siebzehn)`;
const WANT = "(?:will|mochte|moechte|mocht|wurde gern|wuerde gern|wurde gerne|wuerde gerne)";
// "ich bin 15 Minuten zu spät", "ich bin 16 Uhr da", "ich bin 15 Jahre verheiratet": not ages.
const NOT_AN_AGE =
  "(?! (?:minuten|min|stunden|std|sekunden|tage|tagen|wochen|monate|monaten|mal|prozent|km|kilometer|kilo|kg|" +
  "euro|meter|cm|uhr|punkte|seiten|folgen|runden|grad|von|aus|jahre (?!alt))(?![a-z]))";
const GRADE = "(?:5|6|7|8|9|10|11|12|funfte|sechste|siebte|achte|neunte|zehnte|elfte|zwolfte)";
const OR_END = "(?=$| oder(?![a-z]))";

export const de: PhraseTable = {
  crisisIdioms: [
    "sterben? vor (?:hunger|lachen|langeweile|durst|neugier|hitze|kalte|scham|angst|mudigkeit|muedigkeit)",
  ],
  crisis: [
    `${WANT} (?:(?:einfach|nur|noch|nur noch) )*sterben`,
    "(?:will|mochte|moechte|kann|wurde|wuerde) (?:so )?nicht mehr leben(?! (?:in|mit|bei|hier|so|wie|ohne)(?![a-z]))",
    "(?:will|mochte|moechte) nicht mehr (?:da sein|aufwachen|existieren|hier sein|am leben sein)",
    `${WANT} tot sein`,
    "(?:ware|waere|bin) (?:lieber|besser) tot",
    "(?:wunschte|wuenschte|wunsche|wuensche) ich (?:ware|waere) (?:tot|nie geboren|nicht geboren)",
    "(?:ware|waere) ich (?:doch )?(?:nie|nicht) geboren",
    "keine (?:lust|kraft) mehr (?:zu leben|auf (?:das )?leben)",
    "(?:kein|keinen|keinerlei) (?:grund|sinn) mehr (?:zu leben|im leben|weiterzuleben)",
    "leben (?:hat )?keinen sinn mehr",
    "mich (?:umbringen|umzubringen|toten|zu toten|erhangen|aufhangen|aufhaengen|ritzen|selbst verletzen)",
    "(?:bringe?|bring) mich um(?! [0-9])",
    "ritze mich",
    "selbstverletz[a-z]*",
    "selbstmord[a-z]*",
    "suizid[a-z]*",
    "freitod",
    "(?:mir|mein) (?:das|mein) leben (?:nehmen|zu nehmen)",
    "meinem leben ein ende (?:setzen|machen|zu setzen|zu machen)",
    "(?:schluss|ein ende) machen mit (?:meinem leben|allem)",
    "niemand (?:wurde|wuerde|wird) mich vermissen",
    "niemand (?:wurde|wuerde|wird) (?:es )?(?:merken|bemerken) wenn ich (?:tot|weg|nicht mehr da|sterbe)",
    "(?:alle|jeder|meine familie|die welt) (?:waren|waeren|ware|waere) besser (?:dran )?ohne mich",
    "(?:alle|eine packung|eine ganze packung|viele|zu viele|eine handvoll) (?:meine |meiner )?tabletten " +
      "(?:geschluckt|genommen|schlucken|nehmen)",
    "mich vor (?:einen|den) zug (?:werfen|schmeissen)",
    "(?:will|mochte|moechte|werde) (?:von einer|von der) brucke springen",
  ],
  minor: [
    `ich bin (?:erst |noch |gerade |schon |jetzt )?${AGE}(?: (?:jahre|jahr) alt| j)?${NOT_AN_AGE}`,
    "ich bin (?:noch )?(?:minderjahrig|minderjaehrig|nicht volljahrig|nicht volljaehrig|unter 18)",
    "ich bin (?:noch )?(?:nicht|keine) 18",
    `ich (?:gehe|geh) (?:noch )?in die ${GRADE}(?: klasse)?`,
    "ich bin in der (?:5|6|7|8|9|10|11|12|funften|sechsten|siebten|achten|neunten|zehnten|elften|zwolften) klasse",
    "ich (?:gehe|geh) (?:noch )?(?:zur|in die) schule(?! (?:um|und hole|zum)(?![a-z]))",
    "ich bin (?:noch )?(?:ein |eine )?(?:schuler|schueler|schulerin|schuelerin)(?! (?:von|des|der)(?![a-z]))",
    "ich bin (?:noch )?(?:ein |eine )?(?:teenager|jugendlicher|jugendliche|kind)(?! (?:im herzen|geblieben)(?![a-z]))",
    `ich werde (?:bald |nachstes jahr |nachsten monat )?(?:1[1-8]|achtzehn|siebzehn)${NOT_AN_AGE}`,
  ],
  minorBare: [],
  disclosure: [
    "(?:bist du|sind sie) (?:(?:wirklich|echt|tatsachlich|tatsaechlich|eigentlich|ein|eine|denn|auch) )*" +
      `(?:mensch|echt${OR_END}|real|ein echter mensch|echter mensch|eine echte person|echte person|person${OR_END}|` +
      "bot|roboter|ki|maschine|programm|chat ?gpt|chat ?bot|kunstliche intelligenz|lebendig)",
    "(?:rede|spreche|schreibe|chatte|red) ich (?:(?:hier|gerade|eigentlich|wirklich) )*mit (?:einem |einer |nem |ner )?" +
      "(?:echten )?(?:menschen|mensch|person|bot|roboter|ki|maschine|programm|chat ?bot)",
    `ist das (?:hier )?(?:ein |eine )?(?:bot|ki|roboter|chat ?bot|echter mensch|mensch)${OR_END}`,
    "(?:gibt es|sitzt da|ist da) (?:einen |ein )?(?:echten |echter )?(?:menschen|mensch|jemand) (?:dahinter|am anderen ende)",
    `gibt es dich (?:wirklich|echt)${OR_END}`,
  ],
  markers: [
    "ich",
    "du",
    "bin",
    "bist",
    "ist",
    "nicht",
    "und",
    "der",
    "das",
    "ein",
    "eine",
    "mich",
    "mir",
    "mein",
    "meine",
    "will",
    "mochte",
    "nein",
    "hallo",
    "mit",
    "zu",
    "auch",
    "noch",
    "mehr",
    "sterben",
    "leben",
    "wirklich",
    "kann",
    "habe",
    "nur",
    "wie",
    "niemand",
    "echt",
    "mensch",
    "oder",
    "aber",
    "schon",
    "sein",
    "hier",
    "jetzt",
    "jahre",
    "danke",
    "dich",
    "dir",
    "keine",
    "nichts",
    "gerade",
  ],
};
