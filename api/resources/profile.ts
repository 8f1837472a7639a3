// GET/POST /auth/profile: the signed-in user's details, updated as multipart with an optional
// avatar (checked by content, stored through services.storage, the replaced file removed).
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { bodyLimit } from "hono/body-limit";
import { profileSchema } from "../../contract/auth-schemas";
import { AVATAR_MAX_BYTES } from "../../contract/constants";
import { COPY } from "../../contract/messages";
import { users } from "../db/schema";
import { serializeProfile } from "../domain/accounts";
import { isFilledFile, readImageUpload } from "../domain/images";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { ApiError, ok, type FieldErrors } from "../http/envelope";
import { fieldErrors, readBody } from "../http/validate";
import type { Services } from "../services/types";

const MB = AVATAR_MAX_BYTES / (1024 * 1024);
export const AVATAR_MESSAGES = {
  tooLarge: `The avatar must be ${MB} MB or smaller.`,
  notImage: "The avatar must be a PNG, JPEG, GIF or WebP image.",
} as const;

const tooLarge = () => new ApiError(422, AVATAR_MESSAGES.tooLarge, { avatar: [AVATAR_MESSAGES.tooLarge] });

export function profileResource(services: Services) {
  const { db, storage } = services;
  const r = new Hono<ApiEnv>();
  const requireUser = authMiddleware(services, { required: true });

  r.get("/auth/profile", requireUser, (c) => ok(c, serializeProfile(c.get("user")), "Profile"));

  r.on(
    ["POST", "PUT"],
    "/auth/profile",
    requireUser,
    // The form fields are small; anything much past the avatar limit is refused before it is read.
    bodyLimit({
      maxSize: AVATAR_MAX_BYTES + 64 * 1024,
      onError: () => {
        throw tooLarge();
      },
    }),
    async (c) => {
      const user = c.get("user");
      const body = await readBody(c);
      const parsed = profileSchema.safeParse(body);
      const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
      let avatar: { key: string; bytes: Uint8Array; contentType: string } | null = null;
      if (isFilledFile(body.avatar)) {
        const upload = await readImageUpload(body.avatar, {
          allowed: ["png", "jpeg", "gif", "webp"],
          maxBytes: AVATAR_MAX_BYTES,
        });
        if (upload.ok) {
          const key = `avatars/${randomBytes(16).toString("base64url")}.${upload.ext}`;
          avatar = { key, bytes: upload.bytes, contentType: upload.contentType };
        } else {
          errors.avatar = [
            upload.reason === "too_large" ? AVATAR_MESSAGES.tooLarge : AVATAR_MESSAGES.notImage,
          ];
        }
      }
      if (!parsed.success || errors.avatar) {
        throw new ApiError(422, Object.values(errors)[0][0], errors);
      }

      const input = parsed.data;
      if (avatar) await storage.put(avatar.key, avatar.bytes, avatar.contentType);
      let updated;
      try {
        [updated] = await db
          .update(users)
          .set({
            firstName: input.first_name,
            lastName: input.last_name,
            bio: input.bio,
            ...(input.mail_notification === undefined ? {} : { mailNotification: input.mail_notification }),
            ...(avatar ? { avatarKey: avatar.key } : {}),
            updatedAt: services.now(),
          })
          .where(eq(users.id, user.id))
          .returning();
      } catch (err) {
        if (avatar) await storage.delete(avatar.key).catch(() => undefined);
        throw err;
      }
      if (avatar && user.avatarKey) {
        await storage.delete(user.avatarKey).catch((err) => {
          services.log(`[storage] old avatar not removed: ${err instanceof Error ? err.message : err}`);
        });
      }
      return ok(c, serializeProfile(updated), COPY.profileUpdated);
    },
  );

  return r;
}
