// What a card must carry to be read by others, written from the specs and from SillyTavern's own
// validator (src/validator/TavernCardValidator.js): a V2 card needs every data field, arrays where
// arrays go, and a lorebook with `extensions` and `entries`; each V2 lorebook entry needs keys,
// content, extensions, enabled and insertion_order. A V3 card adds group_only_greetings, `use_regex`
// on each entry, and (as we write them) creation_date and modification_date in Unix seconds.
// Each function lists what is wrong, so a failing test says which field.

const isObject = (v: unknown): v is Record<string, unknown> =>
  typeof v === "object" && v !== null && !Array.isArray(v);

const V2_DATA_FIELDS = [
  "name",
  "description",
  "personality",
  "scenario",
  "first_mes",
  "mes_example",
  "creator_notes",
  "system_prompt",
  "post_history_instructions",
  "alternate_greetings",
  "tags",
  "creator",
  "character_version",
  "extensions",
];

function bookProblems(book: unknown, v3: boolean): string[] {
  if (book === undefined) return [];
  if (!isObject(book)) return ["character_book is not an object"];
  const problems: string[] = [];
  if (!isObject(book.extensions)) problems.push("character_book.extensions");
  if (!Array.isArray(book.entries)) return [...problems, "character_book.entries"];
  book.entries.forEach((entry: unknown, i: number) => {
    const at = `character_book.entries.${i}`;
    if (!isObject(entry)) return problems.push(at);
    if (!Array.isArray(entry.keys) || entry.keys.some((k) => typeof k !== "string"))
      problems.push(`${at}.keys`);
    if (typeof entry.content !== "string") problems.push(`${at}.content`);
    if (!isObject(entry.extensions)) problems.push(`${at}.extensions`);
    if (typeof entry.enabled !== "boolean") problems.push(`${at}.enabled`);
    if (typeof entry.insertion_order !== "number") problems.push(`${at}.insertion_order`);
    if (v3 && typeof entry.use_regex !== "boolean") problems.push(`${at}.use_regex`);
  });
  return problems;
}

/** What keeps a card from being a valid Character Card V2 (as SillyTavern checks it); [] when none. */
export function v2Problems(file: object): string[] {
  const card = file as Record<string, unknown>;
  if (card.spec !== "chara_card_v2") return ["spec"];
  if (card.spec_version !== "2.0") return ["spec_version"];
  const data = card.data;
  if (!isObject(data)) return ["data"];
  const problems = V2_DATA_FIELDS.filter((f) => !Object.hasOwn(data, f)).map((f) => `data.${f}`);
  for (const f of ["alternate_greetings", "tags"]) if (!Array.isArray(data[f])) problems.push(`data.${f}`);
  if (!isObject(data.extensions)) problems.push("data.extensions");
  for (const f of V2_DATA_FIELDS.filter((f) => !["alternate_greetings", "tags", "extensions"].includes(f)))
    if (typeof data[f] !== "string") problems.push(`data.${f} is not text`);
  return [...problems, ...bookProblems(data.character_book, false).map((p) => `data.${p}`)];
}

/** What keeps a card from being a valid Character Card V3 as we export it; [] when none. */
export function v3Problems(file: object): string[] {
  const card = file as Record<string, unknown>;
  if (card.spec !== "chara_card_v3") return ["spec"];
  const version = Number(card.spec_version);
  if (!(version >= 3 && version < 4)) return ["spec_version"];
  const data = card.data;
  if (!isObject(data)) return ["data"];
  const problems = v2Problems({ ...card, spec: "chara_card_v2", spec_version: "2.0" }).filter(
    (p) => !p.startsWith("data.character_book"),
  );
  if (!Array.isArray(data.group_only_greetings)) problems.push("data.group_only_greetings");
  for (const f of ["creation_date", "modification_date"])
    if (!Number.isInteger(data[f])) problems.push(`data.${f}`);
  if (data.assets !== undefined && !Array.isArray(data.assets)) problems.push("data.assets");
  return [...problems, ...bookProblems(data.character_book, true).map((p) => `data.${p}`)];
}
