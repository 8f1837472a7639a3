// The offline engine's words are data: every phrasebook, template, joke, recipe, piece of advice and
// scene it speaks from lives in a JSON file under words/, so writers and translators change them
// without touching code (docs/character-voice.md). This is the one loader: each file is checked
// against its schema (words-schemas.ts) when the engine loads, and a file that breaks it (a missing
// list, an empty line, a {placeholder} the code never fills) stops start-up naming the file and
// the place, rather than a bot that quietly says "{plaec}".
import type { z } from "zod";
import adviceJson from "./words/advice.json";
import adviceDefaultJson from "./words/advice-default.json";
import adviceNeedsJson from "./words/advice-needs.json";
import coachJson from "./words/coach.json";
import directivesJson from "./words/directives.json";
import differencesJson from "./words/differences.json";
import everydayTipsJson from "./words/everyday-tips.json";
import fieldFactsJson from "./words/field-facts.json";
import jokesJson from "./words/jokes.json";
import kitchenPartsJson from "./words/kitchen-parts.json";
import lifeJson from "./words/life.json";
import numbersJson from "./words/numbers.json";
import numberNeedsJson from "./words/number-needs.json";
import numbersForeignJson from "./words/numbers-foreign.json";
import numbersTypedJson from "./words/numbers-typed.json";
import opinionsJson from "./words/opinions.json";
import phrasebookJson from "./words/phrasebook.json";
import questionsJson from "./words/questions.json";
import recallJson from "./words/recall.json";
import recipesJson from "./words/recipes.json";
import recipeBookJson from "./words/recipe-book.json";
import exercisesJson from "./words/exercises.json";
import adviceScriptJson from "./words/advice-script.json";
import bodyCareJson from "./words/body-care.json";
import idiomsJson from "./words/idioms.json";
import plansJson from "./words/plans.json";
import scenesJson from "./words/scenes.json";
import sceneAnswersJson from "./words/scene-answers.json";
import sceneOutcomesJson from "./words/scene-outcomes.json";
import sceneThingsJson from "./words/scene-things.json";
import sceneWorldsJson from "./words/scene-worlds.json";
import selfJson from "./words/self.json";
import smallTalkJson from "./words/small-talk.json";
import storyJson from "./words/story.json";
import storyReviseJson from "./words/story-revise.json";
import talkJson from "./words/talk.json";
import talkCardJson from "./words/talk-card.json";
import studyTopicsJson from "./words/study-topics.json";
import topicNotesJson from "./words/topic-notes.json";
import templatesJson from "./words/templates.json";
import tutorPhrasesJson from "./words/tutor-phrases.json";
import wordRolesJson from "./words/word-roles.json";
import { schemas } from "./words-schemas";

type Words = { [K in keyof typeof schemas]: z.infer<(typeof schemas)[K]> };

/** Checks one file's words against its schema; throws naming the file and what is wrong where. */
export function readWords<K extends keyof typeof schemas>(file: K, data: unknown): Words[K] {
  const parsed = schemas[file].safeParse(data);
  if (parsed.success) return parsed.data as Words[K];
  const problems = parsed.error.issues
    .slice(0, 5)
    .map((i) => `${i.path.join(".") || "(top)"}: ${i.message}`)
    .join("; ");
  throw new Error(`persona words/${file}.json: ${problems}`);
}

export const WORDS: Words = {
  advice: readWords("advice", adviceJson),
  adviceDefault: readWords("adviceDefault", adviceDefaultJson),
  adviceNeeds: readWords("adviceNeeds", adviceNeedsJson),
  coach: readWords("coach", coachJson),
  differences: readWords("differences", differencesJson),
  directives: readWords("directives", directivesJson),
  everydayTips: readWords("everydayTips", everydayTipsJson),
  fieldFacts: readWords("fieldFacts", fieldFactsJson),
  jokes: readWords("jokes", jokesJson),
  kitchenParts: readWords("kitchenParts", kitchenPartsJson),
  life: readWords("life", lifeJson),
  numbers: readWords("numbers", numbersJson),
  numberNeeds: readWords("numberNeeds", numberNeedsJson),
  numbersForeign: readWords("numbersForeign", numbersForeignJson),
  numbersTyped: readWords("numbersTyped", numbersTypedJson),
  opinions: readWords("opinions", opinionsJson),
  phrasebook: readWords("phrasebook", phrasebookJson),
  questions: readWords("questions", questionsJson),
  recall: readWords("recall", recallJson),
  recipes: readWords("recipes", recipesJson),
  recipeBook: readWords("recipeBook", recipeBookJson),
  exercises: readWords("exercises", exercisesJson),
  adviceScript: readWords("adviceScript", adviceScriptJson),
  bodyCare: readWords("bodyCare", bodyCareJson),
  idioms: readWords("idioms", idiomsJson),
  plans: readWords("plans", plansJson),
  scenes: readWords("scenes", scenesJson),
  sceneAnswers: readWords("sceneAnswers", sceneAnswersJson),
  sceneOutcomes: readWords("sceneOutcomes", sceneOutcomesJson),
  sceneThings: readWords("sceneThings", sceneThingsJson),
  sceneWorlds: readWords("sceneWorlds", sceneWorldsJson),
  self: readWords("self", selfJson),
  smallTalk: readWords("smallTalk", smallTalkJson),
  story: readWords("story", storyJson),
  studyTopics: readWords("studyTopics", studyTopicsJson),
  storyRevise: readWords("storyRevise", storyReviseJson),
  talk: readWords("talk", talkJson),
  talkCard: readWords("talkCard", talkCardJson),
  topicNotes: readWords("topicNotes", topicNotesJson),
  templates: readWords("templates", templatesJson),
  tutorPhrases: readWords("tutorPhrases", tutorPhrasesJson),
  wordRoles: readWords("wordRoles", wordRolesJson),
};
