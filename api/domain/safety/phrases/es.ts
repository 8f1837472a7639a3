// Spanish phrases, without accents or ñ as normalize.ts leaves them ("años" → "anos", "daño" → "dano").
import { MINOR_AGE_DIGITS, type PhraseTable } from "./types";

const AGE = `(?:${MINOR_AGE_DIGITS}|diez|once|doce|trece|catorce|quince|dieciseis|diez y seis|diecisiete|diez y siete)`;
const END_OR_OR = "(?=$| o(?![a-z]))";
const NATURE =
  "(?:de verdad |realmente |en realidad |acaso )?(?:real|humano|humana|un humano|una humana|un ser humano|" +
  `una persona (?:real|de verdad)|una persona${END_OR_OR}|persona real|un bot|bot|un robot|robot|una ia|ia|` +
  "una inteligencia artificial|inteligencia artificial|una maquina|un programa|chat ?gpt|un chat ?bot|" +
  `de verdad${END_OR_OR})`;

export const es: PhraseTable = {
  crisisIdioms: [
    "(?:muero|muriendo|morir|morirme|muerto|muerta|mori|matar|mata|matas) (?:de|del) (?:risa|la risa|hambre|sed|frio|" +
      "calor|sueno|aburrimiento|verguenza|ganas|miedo|amor|envidia|celos|cansancio)",
  ],
  crisis: [
    "(?:me )?quiero (?:morir|morirme|estar muert[oa]|matarme|suicidarme|desaparecer para siempre|dejar de existir|" +
      "dejar de vivir|quitarme la vida|acabar con mi vida|acabar con todo)",
    "me quiero (?:morir|matar|suicidar)",
    "(?:voy a|pienso en|ganas de|quisiera|deseo|tengo ganas de|he pensado en|estoy pensando en) " +
      "(?:matarme|suicidarme|quitarme la vida|acabar con mi vida)",
    "(?:pienso en|ganas de|quisiera|deseo|tengo ganas de|he pensado en|estoy pensando en) (?:morir|morirme)",
    "me voy a (?:matar|suicidar|quitar la vida)",
    "quitarme la vida",
    "acabar con mi (?:propia )?vida",
    "no quiero (?:seguir viviendo|seguir vivo|seguir viva|estar vivo|estar viva|existir|despertar(?:me)?|" +
      "vivir(?! (?:en|con|aqui|alli|ahi|cerca|lejos|sol[oa]|asi|de)(?![a-z])))",
    "no tengo (?:ganas de vivir|razon(?:es)? (?:para|por) (?:la que |las que )?vivir|por que vivir|" +
      "nada por lo que vivir|motivos? para vivir)",
    "(?:ninguna|ya no hay|sin|no hay) (?:razon|motivo)(?:es)? (?:para|de) vivir",
    "no (?:le )?encuentro sentido a (?:la|mi) vida",
    "nadie (?:me extranaria|me echaria de menos|me va a extranar|lo notaria si|se daria cuenta si|notaria si|" +
      "notaria que|se enteraria si|lloraria si)",
    "(?:ojala|quisiera|desearia|me gustaria) (?:estar muert[oa]|no haber nacido|morirme|no despertar)",
    "(?:me corto|cortarme|me estoy cortando|me corte|me cortaba) (?:los brazos|las venas|las munecas|las piernas|otra vez)",
    "(?:me hago|hacerme|me estoy haciendo|me hice) dano(?! (?:en|al|con|jugando|sin querer)(?![a-z]))",
    "autolesion[a-z]*",
    "cansad[oa] de vivir",
    "(?:estaria|estarian|estarias) mejor (?:muert[oa]|sin mi)",
    "mejor muert[oa]",
    "(?:me tome|tomarme|tome|tomar) (?:todas (?:las|mis) |un monton de |muchas |un frasco de )" +
      "(?:pastillas|pildoras|medicinas|medicamentos)",
    "(?:tirarme|me voy a tirar|quiero tirarme|lanzarme) (?:de un puente|de un edificio|del puente|por la ventana|" +
      "al metro|a las vias|del techo|de la azotea)",
  ],
  minor: [
    `tengo (?:solo |apenas |recien |casi )?${AGE} (?:anos|ano)` +
      "(?! (?:de (?:experiencia|casad[oa]s?|trabajo|carrera)|trabajando|viviendo)(?![a-z]))",
    `tengo ${AGE}$`,
    "(?:todavia no|aun no|no) tengo (?:los )?18",
    "soy (?:menor|un menor|una menor)(?: de edad)?(?! (?:que|problema)(?![a-z]))",
    "soy (?:un |una )?(?:adolescente|chamac[oa]|chaval|chavala|nino|nina|puberto|puberta)",
    "(?:estoy|voy) (?:en|a) (?:la )?(?:secundaria|prepa|preparatoria|eso|escuela secundaria)(?! como(?![a-z]))",
    "(?:estoy en (?:el )?|voy al )(?:instituto|colegio|liceo)" +
      "(?! (?:recogiendo|con mi|a buscar|a recoger|dejando|por mi|por mis)(?![a-z]))",
    "estoy en (?:1|2|3|4|5|6|7|8|9|primero|segundo|tercero|cuarto|quinto|sexto|septimo|octavo|noveno) " +
      "(?:(?:o|ro|do|to|vo|mo|no) )?(?:de )?(?:la )?(?:eso|secundaria|bachillerato|prepa|preparatoria|grado|basica|media)",
  ],
  minorBare: [],
  disclosure: [
    `(?:eres|sos|es usted|usted es|tu eres|vos sos) ${NATURE}`,
    "(?:estoy|estamos|hablo) (?:hablando )?con (?:un |una )?(?:humano|humana|persona(?: real| de verdad)?|bot|robot|ia|maquina|" +
      "programa|alguien real|chat ?bot)",
    `(?:^|esto |eso )es (?:un bot|una ia|un robot|un chat ?bot)${END_OR_OR}`,
    "hay (?:un humano|una persona(?: real)?|alguien) (?:detras|del otro lado)",
    "existes (?:de verdad|realmente)",
  ],
  markers: [
    "yo",
    "eres",
    "el",
    "los",
    "las",
    "y",
    "quiero",
    "estoy",
    "soy",
    "tengo",
    "mi",
    "muy",
    "pero",
    "con",
    "por",
    "una",
    "del",
    "hola",
    "nadie",
    "ya",
    "morir",
    "vivir",
    "hay",
    "estas",
    "esto",
    "eso",
    "gracias",
    "ahora",
    "hacer",
    "puedo",
    "donde",
    "cuando",
    "algo",
    "siempre",
    "verdad",
    "usted",
    "vos",
    "mucho",
    "lo",
    "matarme",
    "morirme",
    "porfa",
    "asi",
    "hablando",
    "persona",
  ],
};
