import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import stylesheetHref from "../tailwind.css?url";

/**
 * The built stylesheet's text, for the document to carry inline (app/utils/inline-stylesheet.tsx).
 * `serverBuildUrl` is the server build's entry module (entry.server's `import.meta.url`, always
 * `<build>/server/index.js`); the client build sits beside it. Read once, at start-up, so a missing
 * file stops the server instead of serving unstyled pages.
 */
export function readBuiltStylesheet(serverBuildUrl: string): string {
  const file = fileURLToPath(new URL(`../client${stylesheetHref}`, serverBuildUrl));
  const css = readFileSync(file, "utf8");
  // A "</style" inside would end the element early; Tailwind never writes one, so this is a build bug.
  if (/<\/style/i.test(css)) throw new Error(`${file} contains "</style": it cannot be inlined`);
  return css;
}
