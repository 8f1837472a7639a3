// The admin usage charts' series colours (app/tailwind.css, --chart-*) stand out from the cards they
// are drawn on in each theme: WCAG's 3:1 for graphics (1.4.11). axe checks text, not SVG fills.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

const css = readFileSync(new URL("../../app/tailwind.css", import.meta.url), "utf8");

/** The `--name: #hex` declarations of the block that starts at `start`. */
function hexVariables(start: number): Map<string, string> {
  const block = css.slice(start, css.indexOf("}", start));
  return new Map([...block.matchAll(/(--[\w-]+):\s*(#[0-9a-f]{6})\b/gi)].map((m) => [m[1]!, m[2]!]));
}

const luminance = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
};

const dark = new Map([...hexVariables(css.indexOf("@theme")), ...hexVariables(css.indexOf("--chart-1"))]);
const light = hexVariables(css.indexOf("@variant light {"));

describe.each([
  ["dark", dark],
  ["light", light],
])("the %s theme", (_name, vars) => {
  const card = vars.get("--color-ink-900")!;
  const series = ["1", "2", "3", "4", "5", "6", "-negative"].map(
    (n) => `--chart${n.startsWith("-") ? n : `-${n}`}`,
  );

  it("defines every series colour and the card", () => {
    expect(card).toBeDefined();
    for (const name of series) expect(vars.get(name), name).toBeDefined();
  });

  it.each(series)("%s reads at 3:1 or more on a card", (name) => {
    expect(contrast(vars.get(name)!, card)).toBeGreaterThanOrEqual(3);
  });
});
