// `node scripts/check-doc-refs.js` (in `npm run lint`): code cites our own docs, and every citation
// lands. It fails, listing file:line, when
//   - a code file cites the product spec by section sign or names a design document that is not in
//     the repository (docs/requirements.md#spec---section maps each old reference to a section);
//   - a `docs/….md#anchor` in code or docs, or a relative link in docs/, points to a file that does
//     not exist or to an anchor that is not a heading of that file.
// Anchors follow GitHub's rules (docs/requirements.md says why comments depend on them), so a
// renamed heading fails here until every comment citing it is updated.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";

const CODE_DIRS = ["app", "api", "contract", "scripts", "bench", "eval", "tests", "e2e", "server"];
const CODE_EXTENSIONS = new Set([".ts", ".tsx", ".js", ".jsx", ".mjs", ".cjs", ".css", ".sh"]);
const SKIPPED_DIRS = new Set(["node_modules", "build", "data", "test-results", "playwright-report"]);

// Written with escapes so that this file does not trip its own check.
const SECTION_SIGN = "\u00a7";
const OUTSIDE_DOCUMENT = /\b(?:DESIGN|CONTRACT)\.md\b/;

/**
 * A `docs/….md` path in any text, with an optional `#anchor` and more anchors of the same file after
 * it (`docs/requirements/dashboard.md#chat, #report`).
 */
const DOC_REF = /(?<![\w/.-])(docs\/[\w./-]*?\.md)(#[\w-]*(?:(?:, ?| and )#[\w-]+)*)?/g;
/** A Markdown link target: `[text](target)`. */
const MD_LINK = /\]\(([^)\s]+)\)/g;

/**
 * @typedef {{ line: number, file: string, anchor: string | null }} DocRef
 * @typedef {{ file: string, line: number, message: string }} Problem
 */

/**
 * The anchor GitHub gives a heading: the rendered text, lowercased, with punctuation dropped and
 * each space turned into "-" (github-slugger's rules, without the numbering of repeats).
 * @param {string} heading the heading's Markdown, without the leading #s
 */
export function headingAnchor(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, "$1") // links and images: their text
    .replace(/<[^>]+>/g, "") // inline HTML tags
    .replace(/`([^`]*)`/g, "$1") // code spans: their text
    .replace(/(\*+|(?<![\p{L}\p{N}])_+|_+(?![\p{L}\p{N}]))/gu, ""); // emphasis marks
  return text
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, "")
    .replace(/ /g, "-");
}

/**
 * Every anchor a Markdown file has: its ATX headings outside fenced code (repeats numbered "-1",
 * "-2" as GitHub does) and explicit `<a id>`/`<a name>` targets.
 * @param {string} markdown
 * @returns {Set<string>}
 */
export function anchorsOf(markdown) {
  const anchors = new Set();
  /** @type {Map<string, number>} */
  const seen = new Map();
  let fence = "";
  for (const line of markdown.split(/\r?\n/)) {
    const fenceMark = /^\s{0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (fenceMark && (!fence || fenceMark.startsWith(fence))) {
      fence = fence ? "" : fenceMark;
      continue;
    }
    if (fence) continue;
    for (const m of line.matchAll(/<a\s[^>]*\b(?:id|name)=["']([^"']+)["']/g)) anchors.add(m[1]);
    const heading = /^\s{0,3}#{1,6}\s+(.*?)(?:\s+#+)?\s*$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const base = headingAnchor(heading);
    let slug = base;
    let n = seen.get(base) ?? 0;
    while (anchors.has(slug)) slug = `${base}-${++n}`;
    seen.set(base, n);
    anchors.add(slug);
  }
  return anchors;
}

/**
 * The `docs/….md[#anchor]` references in a text, with their line numbers (1-based).
 * @param {string} text
 * @returns {DocRef[]}
 */
export function docRefsIn(text) {
  /** @type {DocRef[]} */
  const refs = [];
  text.split(/\r?\n/).forEach((line, i) => {
    for (const [, file = "", anchors] of line.matchAll(DOC_REF)) {
      if (!anchors) refs.push({ line: i + 1, file, anchor: null });
      for (const [, anchor = ""] of anchors?.matchAll(/#([\w-]*)/g) ?? []) {
        refs.push({ line: i + 1, file, anchor });
      }
    }
  });
  return refs;
}

/**
 * Relative link targets in a Markdown file (`[text](other.md#anchor)`, `(#anchor)`), as paths from
 * the repository root. Web addresses and mail links are left out.
 * @param {string} markdown
 * @param {string} fromFile the Markdown file's path from the repository root
 * @returns {DocRef[]}
 */
export function markdownLinksIn(markdown, fromFile) {
  /** @type {DocRef[]} */
  const refs = [];
  markdown.split(/\r?\n/).forEach((line, i) => {
    for (const [, target = ""] of line.matchAll(MD_LINK)) {
      if (/^[a-z][a-z+.-]*:/i.test(target)) continue;
      const [file = "", anchor] = target.split("#");
      const resolved = file
        ? path.posix.normalize(path.posix.join(path.posix.dirname(fromFile), file))
        : fromFile;
      refs.push({ line: i + 1, file: resolved, anchor: anchor ?? null });
    }
  });
  return refs;
}

/**
 * Lines of a code file that cite the spec by section sign or a design document outside the repo.
 * @param {string} text
 * @returns {{ line: number, message: string }[]}
 */
export function outsideCitationsIn(text) {
  /** @type {{ line: number, message: string }[]} */
  const found = [];
  text.split(/\r?\n/).forEach((line, i) => {
    if (line.includes(SECTION_SIGN)) {
      found.push({
        line: i + 1,
        message: "cites the spec by section sign: cite docs/requirements/*.md#anchor",
      });
    }
    const doc = OUTSIDE_DOCUMENT.exec(line)?.[0];
    if (doc) found.push({ line: i + 1, message: `names ${doc}, which is not in the repository: cite docs/` });
  });
  return found;
}

/** @param {string} root @param {string} dir @returns {string[]} paths from root */
function filesUnder(root, dir) {
  const full = path.join(root, dir);
  if (!existsSync(full)) return [];
  return readdirSync(full, { withFileTypes: true }).flatMap((entry) => {
    const rel = path.posix.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : filesUnder(root, rel);
    return [rel];
  });
}

/**
 * Every problem in the repository at `root`.
 * @param {string} root
 * @returns {Problem[]}
 */
export function checkRepository(root) {
  /** @type {Problem[]} */
  const problems = [];
  /** @type {Map<string, Set<string> | null>} */
  const anchorCache = new Map();
  /** @param {string} file @returns {Set<string> | null} null: no such file */
  const anchorsFor = (file) => {
    if (!anchorCache.has(file)) {
      const full = path.join(root, file);
      const exists = existsSync(full) && statSync(full).isFile();
      anchorCache.set(file, exists ? anchorsOf(readFileSync(full, "utf8")) : null);
    }
    return anchorCache.get(file) ?? null;
  };
  /** @param {string} from @param {DocRef} ref */
  const checkRef = (from, ref) => {
    const where = `${ref.file}${ref.anchor === null ? "" : `#${ref.anchor}`}`;
    if (!existsSync(path.join(root, ref.file))) {
      problems.push({ file: from, line: ref.line, message: `${where}: no such file` });
      return;
    }
    if (ref.anchor === null || !ref.file.endsWith(".md")) return;
    if (!anchorsFor(ref.file)?.has(ref.anchor)) {
      problems.push({
        file: from,
        line: ref.line,
        message: `${where}: no heading of ${ref.file} has this anchor`,
      });
    }
  };

  const codeFiles = CODE_DIRS.flatMap((dir) => filesUnder(root, dir)).filter((f) =>
    CODE_EXTENSIONS.has(path.extname(f)),
  );
  for (const file of codeFiles) {
    const text = readFileSync(path.join(root, file), "utf8");
    for (const found of outsideCitationsIn(text)) problems.push({ file, ...found });
    for (const ref of docRefsIn(text)) checkRef(file, ref);
  }
  for (const file of filesUnder(root, "docs").filter((f) => f.endsWith(".md"))) {
    const text = readFileSync(path.join(root, file), "utf8");
    for (const ref of [...docRefsIn(text), ...markdownLinksIn(text, file)]) checkRef(file, ref);
  }
  return problems;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
  const problems = checkRepository(root);
  for (const p of problems) console.error(`${p.file}:${p.line}: ${p.message}`);
  if (problems.length) {
    console.error(`\n${problems.length} doc reference problem(s). See docs/requirements.md#spec---section.`);
    process.exit(1);
  }
  console.log("Doc references: every citation lands.");
}
