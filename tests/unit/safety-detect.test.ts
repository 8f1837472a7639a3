// The safety layer's detectors on the messages people actually send: misspelled, in chat-speak, in
// five languages, and next to the idioms that must not set them off.
import { describe, expect, it } from "vitest";
import {
  classifyUserMessage,
  detectCrisis,
  detectDisclosureQuestion,
  detectMinorClaim,
  guessLanguage,
} from "../../api/domain/safety/detect";

const crisisMessages = [
  // English, chat-speak and misspellings
  "I don't want to be alive anymore",
  "I don’t want to be alive anymore",
  "kms",
  "kms tonight i have the pills ready",
  "I want to kill myself",
  "kill myslef",
  "killl myself",
  "im gonna kill myself",
  "i keep thinking about suicide",
  "suicde",
  "sucide thoughts again",
  "i feel suicidal",
  "wanna die",
  "i just wanna dieeee",
  "dont wanna be alive",
  "i want to end it all",
  "no reason to live",
  "better off dead",
  "everyone would be better off without me",
  "i cut myself",
  "i've been hurting myself again",
  "i have a plan to end my life",
  "took a bunch of pills",
  "nobody would notice if i were dead",
  "no one would miss me",
  "i wish i was never born",
  "i want to disappear forever",
  "I WANT TO DIE!!!",
  "i’m going to end my life tonight",
  "thinking about taking my own life",
  "i want to hang myself",
  "self harm is the only thing that helps",
  "I've been self-harming",
  "life isn't worth living",
  "nothing to live for anymore",
  "I hope I don't wake up tomorrow",
  "i wish i was dead",
  "im so tired of living",
  "i want to jump off a bridge",
  "I've been saving up my pills",
  "i want to unalive myself",
  "nobody cares if i live or die",
  "i dont want to live anymore",
  "I wrote a suicide note",
  "i dont see the point of living",
  "i'm thinking of ending things",
  // French
  "je veux mourir",
  "je vais me suicider",
  "j'ai envie de mourir",
  "je ne veux plus vivre",
  "je veux en finir",
  "personne ne remarquerait si je disparaissais",
  "je me scarifie",
  "j'en ai marre de la vie",
  "je n’ai plus envie de vivre",
  "je pense à me tuer",
  "Je n'ai plus goût à la vie",
  // Spanish
  "quiero morirme",
  "me quiero matar",
  "me quiero morir",
  "no quiero vivir más",
  "voy a suicidarme",
  "nadie me extrañaría",
  "no tengo razones para vivir",
  "quiero quitarme la vida",
  "me corto los brazos",
  "ya no quiero vivir",
  // German
  "ich will nicht mehr leben",
  "ich will sterben",
  "Ich möchte sterben",
  "ich bring mich um",
  "niemand würde mich vermissen",
  "ich denke an Selbstmord",
  "ich ritze mich",
  "das Leben hat keinen Sinn mehr",
  // Portuguese
  "eu quero morrer",
  "nao quero mais viver",
  "não quero mais viver",
  "ninguém ia sentir minha falta",
  "vou me matar",
  "quero me matar",
  "penso em suicídio",
  "tenho vontade de sumir pra sempre",
  "estou me cortando",
  "to cansado de viver",
];

const notCrisis = [
  // English idioms and ordinary life
  "this traffic is killing me",
  "I'd kill for a pizza",
  "my phone died",
  "I almost died laughing",
  "I'm dead 😂",
  "killing it at work",
  "dying to see the movie",
  "this homework is the death of me",
  "my battery is dead",
  "to die for chocolate cake",
  "the villain dies in the end",
  "kill the process",
  "I could murder a burger",
  "suicide squad movie",
  "my plants died",
  "I ran 5 kms this morning",
  "I cut myself shaving",
  "I hurt myself at the gym",
  "I burned myself on the stove",
  "you're killing me, smalls",
  "I'm dying to know",
  "that was career suicide",
  "over my dead body",
  "I'm dead tired",
  "I nearly died of embarrassment",
  "I'd rather die than wear that",
  "I want to end it with my boyfriend",
  "I don't want to live in this city",
  "don't shoot yourself in the foot, I told myself",
  "I'm gonna overdose on coffee",
  "the final boss killed me 10 times",
  "we went cliff jumping",
  "drop dead gorgeous",
  "my grandma passed away last year",
  "kill two birds with one stone",
  "I took my pills this morning",
  "no one would notice my new haircut",
  "I want to live forever",
  "I'm done with this level",
  "I want to die on this hill",
  "that joke killed me",
  "I'd die for a nap",
  "killer workout today",
  "I'd rather be dead than go to that party lol",
  "I need to cut myself some slack",
  "kill me now, this meeting never ends",
  "the suspense is killing me",
  // French
  "je meurs de faim",
  "mort de rire",
  "je suis mort 😂",
  "ça me tue",
  "je vais mourir de rire",
  "je veux en finir avec ce projet",
  "je me suis fait du mal au dos en jardinant",
  "je ne veux plus vivre à Paris",
  // Spanish
  "me muero de risa",
  "me muero de hambre",
  "me muero por verte",
  "me vas a matar de risa",
  "no quiero vivir en esta ciudad",
  "me corto el pelo mañana",
  // German
  "ich sterbe vor Hunger",
  "ich lach mich tot",
  "das bringt mich um",
  "ich will nicht mehr in Berlin leben",
  "ich habe meine Tabletten genommen",
  // Portuguese
  "morrendo de rir",
  "morri de rir",
  "to morta de cansaço",
  "vou me cortar o cabelo",
  "você vai me matar de rir",
  "não quero viver sozinho",
];

describe("detectCrisis", () => {
  it("has enough cases in every language", () => {
    expect(crisisMessages.length).toBeGreaterThanOrEqual(60);
    expect(notCrisis.length).toBeGreaterThanOrEqual(60);
    for (const language of ["fr", "es", "de", "pt"] as const) {
      expect(crisisMessages.filter((m) => guessLanguage(m) === language).length).toBeGreaterThan(0);
      expect(notCrisis.filter((m) => guessLanguage(m) === language).length).toBeGreaterThan(0);
    }
  });

  it.each(crisisMessages)("hears a crisis in %j", (message) => {
    expect(detectCrisis(message)).toBe(true);
  });

  it.each(notCrisis)("leaves %j alone", (message) => {
    expect(detectCrisis(message)).toBe(false);
  });
});

const minorClaims = [
  "I'm 15",
  "im 14 years old",
  "I'm in 8th grade",
  "I'm a minor",
  "i am 16yo",
  "in 9th grade",
  "my mom says I have school tomorrow, im in middle school",
  "im 15 lol",
  "i’m 13",
  "I am fifteen",
  "im only 16",
  "I'm 17 years old",
  "i just turned 14",
  "im not 18 yet",
  "im under 18",
  "I'm a freshman in high school",
  "im a high school student",
  "im in year 9",
  "15 yo here",
  "asl 14 f",
  "I'm almost 18",
  "im a teenager",
  "i m 16 and bored",
  "je suis mineur",
  "j'ai 15 ans",
  "jai 14 ans",
  "je suis au collège",
  "tengo 15 años",
  "soy menor de edad",
  "tengo 13",
  "ich bin 15",
  "ich bin minderjährig",
  "ich bin 14 Jahre alt",
  "ich gehe in die 9. Klasse",
  "tenho 15 anos",
  "sou menor de idade",
  "to no 9º ano",
];

const notMinorClaims = [
  "I'm 25",
  "I'm 15 minutes late",
  "I've been 15 times",
  "I'm in grade 8 of my piano exam",
  "my son is 14",
  "when I was 15",
  "I'm 18",
  "im 30 years old",
  "my daughter is in 8th grade",
  "I teach 9th grade",
  "when I was in 9th grade I loved science",
  "I'm 16 hours into this game",
  "I'm 12 episodes in",
  "I'm not a minor",
  "I'm a high school teacher",
  "I was a minor back then",
  "I'm 17 years into my career",
  "I'm a kid at heart",
  "I have 15 cats",
  "I'm 150 points away",
  "I'm a 10 out of 10",
  "j'ai 35 ans",
  "j'ai 15 ans d'expérience",
  "mon fils a 15 ans",
  "tengo 15 años de experiencia",
  "mi hija tiene 14 años",
  "tengo 40 años",
  "ich bin 15 Minuten zu spät",
  "ich bin 45",
  "meine Tochter ist 15",
  "tenho 15 anos de casado",
  "meu filho tem 14 anos",
  "tenho 30 anos",
  "soy menor que tú",
];

describe("detectMinorClaim", () => {
  it("has enough cases", () => {
    expect(minorClaims.length).toBeGreaterThanOrEqual(25);
    expect(notMinorClaims.length).toBeGreaterThanOrEqual(25);
  });

  it.each(minorClaims)("hears an under-18 claim in %j", (message) => {
    expect(detectMinorClaim(message)).toBe(true);
  });

  it.each(notMinorClaims)("does not take %j as an under-18 claim", (message) => {
    expect(detectMinorClaim(message)).toBe(false);
  });
});

const disclosureQuestions = [
  "are you real?",
  "r u a real person",
  "is this a bot",
  "am I talking to a human",
  "are you chatgpt",
  "es-tu humain",
  "eres una persona real",
  "bist du ein mensch",
  "você é real",
  "Are you a real person?",
  "r u human",
  "Are you ChatGPT?",
  "are you an AI?",
  "are u a bot lol",
  "you real?",
  "human or bot?",
  "is there a real person behind this",
  "am i chatting with a robot",
  "are you even human",
  "you're not real, are you?",
  "est-ce que tu es une IA ?",
  "je parle à un robot ?",
  "¿estoy hablando con una máquina?",
  "eres un bot?",
  "bist du echt?",
  "rede ich mit einem Menschen?",
  "ist das ein Bot?",
  "vc é um robô?",
  "estou falando com uma pessoa de verdade?",
  "are you alive?",
  "are you an AI companion?",
  "r u even real",
  "you're an AI right?",
  "who am I talking to?",
];

const notDisclosureQuestions = [
  "are you ready?",
  "is this real life?",
  "a real person would understand",
  "I talked to a bot at the bank",
  "are you for real?",
  "are you a morning person?",
  "are you really going to leave?",
  "you're a real one",
  "eres una persona increíble",
  "tu es une personne formidable",
  "bist du echt so müde?",
  "você é realmente linda",
  "are you still there?",
  "real talk, how are you",
  "I want a real relationship",
  "my coworker is such a robot",
  "is this real gold?",
  "are you okay?",
  "the bot in my game is broken",
  "I watched a movie about AI",
  "are you human resources?",
  "are you a people person?",
  "is this AI generated art?",
  "Are you a real fan of jazz?",
  "Are you an AI researcher?",
  "are you a real doctor?",
];

describe("detectDisclosureQuestion", () => {
  it("has enough cases", () => {
    expect(disclosureQuestions.length).toBeGreaterThanOrEqual(20);
    expect(notDisclosureQuestions.length).toBeGreaterThanOrEqual(20);
  });

  it.each(disclosureQuestions)("hears a question about the bot's nature in %j", (message) => {
    expect(detectDisclosureQuestion(message)).toBe(true);
  });

  it.each(notDisclosureQuestions)("does not take %j as one", (message) => {
    expect(detectDisclosureQuestion(message)).toBe(false);
  });
});

describe("guessLanguage", () => {
  it.each([
    ["I don't want to be alive anymore", "en"],
    ["are you a real person?", "en"],
    ["r u human", "en"],
    ["je veux mourir, je n'en peux plus", "fr"],
    ["es-tu humain ?", "fr"],
    ["je suis mineur", "fr"],
    ["quiero morirme", "es"],
    ["me quiero matar", "es"],
    ["tengo 15 años", "es"],
    ["ich will nicht mehr leben", "de"],
    ["bist du ein Mensch?", "de"],
    ["eu quero morrer", "pt"],
    ["não quero mais viver", "pt"],
    ["você é real?", "pt"],
    ["ninguém ia sentir minha falta", "pt"],
  ] as const)("reads %j as %s", (message, language) => {
    expect(guessLanguage(message)).toBe(language);
  });

  it.each(["ok", "kms", "15", "😂😂", "", "Luna!"])("stays unsure about %j", (message) => {
    expect(guessLanguage(message)).toBeNull();
  });
});

describe("classifyUserMessage", () => {
  it("reports every signal and the language at once", () => {
    expect(classifyUserMessage("je veux mourir")).toEqual({
      crisis: true,
      minor: false,
      disclosure: false,
      language: "fr",
    });
    expect(classifyUserMessage("im 15 and are you even real??")).toEqual({
      crisis: false,
      minor: true,
      disclosure: true,
      language: "en",
    });
    expect(classifyUserMessage("Good morning Luna, how did you sleep?")).toEqual({
      crisis: false,
      minor: false,
      disclosure: false,
      language: "en",
    });
  });

  it("answers a message asked again with the same verdict, which no caller can change", () => {
    const first = classifyUserMessage("i want to end it all tonight");
    expect(Object.isFrozen(first)).toBe(true);
    expect(() => Object.assign(first, { crisis: false })).toThrow(TypeError);
    expect(classifyUserMessage("i want to end it all tonight").crisis).toBe(true);
    expect(classifyUserMessage("i want to end the meeting early tonight").crisis).toBe(false);
  });
});
