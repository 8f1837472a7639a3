// The web tier's sanitizing, made once per stored text: the same allowlist's answer every time,
// unsafe markup removed on the first render and on every later one.
import { describe, expect, it } from "vitest";
import { sanitizeRichText } from "../../contract/sanitize";
import { sanitizedOnce } from "../../app/utils/sanitize-once.server";

describe("sanitizedOnce", () => {
  it("answers what the allowlist answers, the first time and again", () => {
    const html = `<p onclick="steal()">Hi <strong>there</strong><script>alert(1)</script> <a href="javascript:x">x</a></p>`;
    const first = sanitizedOnce(html);
    expect(first).toBe(sanitizeRichText(html));
    expect(first).not.toMatch(/script|onclick|javascript/);
    expect(sanitizedOnce(html)).toBe(first);
  });

  it("keeps each text's own answer apart, and an empty text is empty", () => {
    expect(sanitizedOnce("<p>one</p>")).toBe("<p>one</p>");
    expect(sanitizedOnce("<p>two</p><img src=x onerror=y>")).toBe("<p>two</p>");
    expect(sanitizedOnce("")).toBe("");
  });
});
