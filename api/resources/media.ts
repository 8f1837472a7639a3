// Images: generated bot avatars and uploaded files, with long cache headers (names never change
// meaning: uploads get a fresh random key, avatars are a pure function of the seed). The app's
// middleware gives them the sandboxing non-document policy.
import { Hono } from "hono";
import { avatarSvg } from "../db/seed/avatar";
import { seedBots } from "../db/seed/bots";
import type { ApiEnv } from "../http/context";
import { ApiError } from "../http/envelope";
import type { Services } from "../services/types";

const IMMUTABLE = "public, max-age=31536000, immutable";
const avatarsBySlug = new Map(seedBots.map((b) => [b.slug, b]));

export function mediaResource({ storage }: Services) {
  const r = new Hono<ApiEnv>();

  r.get("/media/bots/:file{[a-z0-9-]+\\.svg}", (c) => {
    const bot = avatarsBySlug.get(c.req.param("file").replace(/\.svg$/, ""));
    if (!bot) throw new ApiError(404, "Image not found.");
    return c.body(avatarSvg(bot), 200, {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": IMMUTABLE,
    });
  });

  r.get("/media/:folder{avatars|screenshots}/:file{[A-Za-z0-9_-]+\\.[a-z0-9]+}", async (c) => {
    const found = await storage.get(`${c.req.param("folder")}/${c.req.param("file")}`);
    if (!found) throw new ApiError(404, "Image not found.");
    return c.body(found.data, 200, {
      "Content-Type": found.contentType,
      "Cache-Control": IMMUTABLE,
    });
  });

  return r;
}
