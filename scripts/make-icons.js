// Makes the app icons of public/manifest.webmanifest from the logo (public/favicon.svg):
// `node scripts/make-icons.js`. The PNGs are committed; run it again only when the logo changes.
// The maskable icon keeps the mark inside the middle 80% (the safe zone launchers may crop to) on a
// full-bleed background, so no platform cuts into it.
import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = path.join(path.dirname(fileURLToPath(import.meta.url)), "..");
const logo = readFileSync(path.join(root, "public/favicon.svg"));
const out = (name) => path.join(root, "public/icons", name);
// The app's page colour (--color-ink-950), also the manifest's background_color.
const BACKGROUND = "#0b0716";

async function plain(size) {
  await sharp(logo, { density: 72 * (size / 64) })
    .resize(size, size)
    .png()
    .toFile(out(`icon-${size}.png`));
}

/** `name`: maskable icons and the iOS home-screen icon (which fills transparency with black). */
async function fullBleed(size, name) {
  const inner = Math.round(size * 0.8);
  const mark = await sharp(logo, { density: 72 * (inner / 64) })
    .resize(inner, inner)
    .png()
    .toBuffer();
  await sharp({ create: { width: size, height: size, channels: 4, background: BACKGROUND } })
    .composite([{ input: mark, gravity: "centre" }])
    .png()
    .toFile(out(name));
}

await Promise.all([
  plain(192),
  plain(512),
  fullBleed(512, "maskable-512.png"),
  fullBleed(180, "apple-touch-icon.png"),
]);
console.log("Icons written to public/icons/");
