// Images: generated bot avatars and uploaded avatars, with long cache headers (names never change
// meaning: uploads get a fresh random key, bot avatars are a pure function of the seed). The app's
// middleware gives them the sandboxing non-document policy. Report screenshots are not here: only
// their reporter may see them (GET /issues/{id}/screenshot).
import { errorSummary } from "../../contract/error-summary";
import { Hono } from "hono";
import { avatarSvg } from "../db/seed/avatar";
import { seedBots } from "../db/seed/bots";
import { storedFaceSvg } from "../domain/faces";
import { asJpeg } from "../domain/images";
import type { ApiEnv } from "../http/context";
import { ApiError } from "../http/envelope";
import type { Services } from "../services/types";

const IMMUTABLE = "public, max-age=31536000, immutable";
const avatarsBySlug = new Map(seedBots.map((b) => [b.slug, b]));

export function mediaResource({ storage, log }: Services) {
  const r = new Hono<ApiEnv>();

  r.get("/bots/:file{[a-z0-9-]+\\.svg}", async (c) => {
    const bot = avatarsBySlug.get(c.req.param("file").replace(/\.svg$/, ""));
    if (!bot) throw new ApiError(404, "Image not found.");
    // The illustrated face (drawn once, then read from storage); the monogram if storage fails.
    const svg = await storedFaceSvg(storage, bot.slug, bot.name).catch((err) => {
      log(`[media] face for ${bot.slug} not stored: ${errorSummary(err)}`);
      return avatarSvg(bot);
    });
    return c.body(svg, 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": IMMUTABLE,
    });
  });

  r.get("/avatars/:file{[A-Za-z0-9_-]+\\.[a-z0-9]+}", async (c) => {
    const found = await storage.get(`avatars/${c.req.param("file")}`);
    if (!found) throw new ApiError(404, "Image not found.");
    if (found.contentType !== "image/webp") {
      return c.body(found.data, 200, { "Content-Type": found.contentType, "Cache-Control": IMMUTABLE });
    }
    // Avatars are stored as WebP; a browser that does not say it takes WebP gets a JPEG copy.
    const webp = (c.req.header("accept") ?? "").includes("image/webp");
    return c.body(webp ? found.data : new Uint8Array(await asJpeg(found.data)), 200, {
      "Content-Type": webp ? "image/webp" : "image/jpeg",
      "Cache-Control": IMMUTABLE,
      Vary: "Accept",
    });
  });

  return r;
}
