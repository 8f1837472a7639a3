// The doc-reference guard (scripts/check-doc-refs.js): GitHub's heading anchors, the references it
// finds in code and Markdown, and the repository as it stands. Sample references are assembled from
// parts so that this file does not itself cite a missing section or a document outside the repo.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  anchorsOf,
  checkRepository,
  docRefsIn,
  headingAnchor,
  markdownLinksIn,
  outsideCitationsIn,
} from "../../scripts/check-doc-refs.js";

const DOCS = "docs/";
const SECTION_SIGN = "\u00a7";

describe("headingAnchor (GitHub's rules)", () => {
  it.each([
    ["Bot chat access", "bot-chat-access"],
    ["Beyond the spec's calls", "beyond-the-specs-calls"],
    [`Spec ${SECTION_SIGN} → section`, "spec---section"],
    ["Start-up", "start-up"],
    ["The `ApiClient`", "the-apiclient"],
    ["A [linked](https://example.com) *heading*", "a-linked-heading"],
    ["snake_case stays, _emphasis_ goes", "snake_case-stays-emphasis-goes"],
    ["Délai: 20 s!", "délai-20-s"],
  ])("%s → %s", (heading, anchor) => {
    expect(headingAnchor(heading)).toBe(anchor);
  });
});

describe("anchorsOf", () => {
  it("numbers repeated headings and skips fenced code", () => {
    const md = [
      "# Title",
      "## Notes",
      "```sh",
      "# not a heading",
      "```",
      "### Notes",
      "## Notes ##",
      '<a id="custom-target"></a>',
    ].join("\n");
    expect([...anchorsOf(md)].sort()).toEqual(["custom-target", "notes", "notes-1", "notes-2", "title"]);
  });
});

describe("docRefsIn", () => {
  it("finds docs paths with and without anchors, with their lines", () => {
    const text = [
      `// The access rules (${DOCS}requirements/dashboard.md#bot-chat-access).`,
      `// See ${DOCS}architecture.md and ${DOCS}decisions/001-x.md, not app/${DOCS}other.md.`,
    ].join("\n");
    expect(docRefsIn(text)).toEqual([
      { line: 1, file: `${DOCS}requirements/dashboard.md`, anchor: "bot-chat-access" },
      { line: 2, file: `${DOCS}architecture.md`, anchor: null },
      { line: 2, file: `${DOCS}decisions/001-x.md`, anchor: null },
    ]);
  });

  it("reads more anchors of the same file after the first", () => {
    const text = `// Chat (${DOCS}requirements/dashboard.md#chat, #report and #delete-chat; #not-this-one)`;
    expect(docRefsIn(text).map((r) => r.anchor)).toEqual(["chat", "report", "delete-chat"]);
  });
});

describe("markdownLinksIn", () => {
  it("resolves relative links from the file and leaves web links out", () => {
    const md = "[a](requirements/site.md#home), [b](#local), [c](../README.md), [d](https://x.dev/#y)";
    expect(markdownLinksIn(md, `${DOCS}requirements.md`)).toEqual([
      { line: 1, file: `${DOCS}requirements/site.md`, anchor: "home" },
      { line: 1, file: `${DOCS}requirements.md`, anchor: "local" },
      { line: 1, file: "README.md", anchor: null },
    ]);
  });
});

describe("outsideCitationsIn", () => {
  it("flags the section sign and documents outside the repository, by line", () => {
    const text = ["// fine", `// (${SECTION_SIGN}2 "Chat")`, `// see ${["DESIGN", "md"].join(".")}`].join(
      "\n",
    );
    expect(outsideCitationsIn(text).map((f) => f.line)).toEqual([2, 3]);
  });
});

const ROOT = path.resolve(__dirname, "../..");

describe("the repository", () => {
  it("cites only sections that exist, and nothing outside it", () => {
    const problems = checkRepository(ROOT);
    expect(problems.map((p) => `${p.file}:${p.line}: ${p.message}`)).toEqual([]);
  });
});

describe("docs/architecture.md's screens table", () => {
  const doc = readFileSync(path.join(ROOT, "docs/architecture.md"), "utf8");
  const table = doc.slice(doc.indexOf("## Screens and their API calls"), doc.indexOf("What each page reads"));
  const rows = table.split("\n").filter((l) => l.startsWith("| `/"));
  const cells = (column: number) =>
    rows.flatMap((r) => [...(r.split(" | ")[column] ?? "").matchAll(/`([^`]+)`/g)]);

  it("has a row for every route module that takes a form post", () => {
    const listed = new Set(cells(2).map((m) => m[1]));
    const withAction = readdirSync(path.join(ROOT, "app/routes")).filter((f) =>
      /export (async function|const) action\b/.test(readFileSync(path.join(ROOT, "app/routes", f), "utf8")),
    );
    // The mount hands /api/v1 to the API itself; it is no screen.
    expect(withAction.filter((f) => !listed.has(f) && f !== "api.v1.$.ts")).toEqual([]);
  });

  it("names resource files that exist", () => {
    const files = cells(5).map((m) => m[1] ?? "");
    expect(files.length).toBeGreaterThan(20);
    const resources = path.join(ROOT, "api/resources");
    const missing = files.filter(
      (f) => !readdirSync(path.dirname(path.join(resources, f))).includes(path.basename(f)),
    );
    expect(missing).toEqual([]);
  });
});
