// GET/POST /auth/profile: the signed-in user's details, updated as multipart with an optional
// avatar (checked by content, stored through services.storage, the replaced file removed).
// POST /auth/birth-date: the date of birth of an account that has none, given once.
import { errorSummary } from "../../contract/error-summary";
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import type { ZodError } from "zod";
import { birthDateSchemaOn, profileSchema } from "../../contract/auth-schemas";
import { personaField } from "../../contract/chat-schemas";
import { AVATAR_MAX_BYTES } from "../../contract/constants";
import { COPY } from "../../contract/messages";
import { users } from "../db/schema";
import { serializeProfile } from "../domain/accounts";
import { isAdmin } from "../domain/admin/access";
import { birthDateErrorsAs400, setBirthDate } from "../domain/birth-date";
import { encodeAvatar, isFilledFile, readImageUpload } from "../domain/images";
import { authMiddleware } from "../http/auth";
import type { ApiEnv } from "../http/context";
import { ApiError, ok, type FieldErrors } from "../http/envelope";
import { fieldErrors, firstMessage, parseBody, readBody } from "../http/validate";
import { oneRow } from "../db/rows";
import type { Services } from "../services/types";
import { routeBodyLimit } from "../http/body-limit";

const MB = AVATAR_MAX_BYTES / (1024 * 1024);
export const AVATAR_MESSAGES = {
  tooLarge: `The avatar must be ${MB} MB or smaller.`,
  notImage: "The avatar must be a PNG, JPEG, GIF or WebP image.",
} as const;

const personaError = (error: ZodError) => {
  const messages = error.issues.map((i) => i.message);
  return new ApiError(422, messages[0]!, { persona: messages });
};

const tooLarge = () => new ApiError(422, AVATAR_MESSAGES.tooLarge, { avatar: [AVATAR_MESSAGES.tooLarge] });

export function profileResource(services: Services) {
  const { db, storage } = services;
  const r = new Hono<ApiEnv>();
  const requireUser = authMiddleware(services, { required: true });

  r.get("/profile", requireUser, async (c) => {
    const user = c.get("user");
    // Every page already reads the profile; carrying the plan here spares the public lists a
    // status call to route "Chat Now" (docs/requirements/dashboard.md#bot-chat-access). The token
    // check read it already.
    const subscribed = c.get("access") !== null;
    return ok(
      c,
      { ...serializeProfile(user), is_admin: isAdmin(services.config, user), subscribed },
      "Profile",
    );
  });

  const birthDateSchema = birthDateSchemaOn(services.now);
  r.post("/birth-date", requireUser, async (c) => {
    const input = await parseBody(c, birthDateSchema).catch(birthDateErrorsAs400);
    const updated = await setBirthDate(services, c.get("user"), input.birth_date);
    return ok(c, serializeProfile(updated), "Thank you. Your date of birth is saved.");
  });

  r.on(
    ["POST", "PUT"],
    "/profile",
    requireUser,
    // The form fields are small; anything much past the avatar limit is refused before it is read.
    routeBodyLimit(AVATAR_MAX_BYTES + 64 * 1024, () => {
      throw tooLarge();
    }),
    async (c) => {
      const user = c.get("user");
      const body = await readBody(c);
      // "About you (for your bots)": optional; left out, the stored persona stays as it is. Sent
      // alone (its own form), it is the only thing changed.
      const persona = body.persona === undefined ? undefined : personaField.safeParse(body.persona);
      if (persona && Object.keys(body).every((k) => k === "persona")) {
        if (!persona.success) throw personaError(persona.error);
        const updated = oneRow(
          await db
            .update(users)
            .set({ persona: persona.data, updatedAt: services.now() })
            .where(eq(users.id, user.id))
            .returning(),
        );
        return ok(c, serializeProfile(updated), COPY.profileUpdated);
      }
      const parsed = profileSchema.safeParse(body);
      const errors: FieldErrors = parsed.success ? {} : fieldErrors(parsed.error);
      if (persona && !persona.success) errors.persona = personaError(persona.error).errors!.persona!;
      let avatar: { key: string; bytes: Uint8Array; contentType: string } | null = null;
      if (isFilledFile(body.avatar)) {
        const upload = await readImageUpload(body.avatar, {
          allowed: ["png", "jpeg", "gif", "webp"],
          maxBytes: AVATAR_MAX_BYTES,
        });
        // Stored re-encoded: square, WebP, without the photo's metadata (EXIF, GPS).
        const image = upload.ok ? await encodeAvatar(upload.bytes, upload.ext) : null;
        if (image) {
          const key = `avatars/${randomBytes(16).toString("base64url")}.${image.ext}`;
          avatar = { key, bytes: image.bytes, contentType: image.contentType };
        } else {
          errors.avatar = [
            !upload.ok && upload.reason === "too_large" ? AVATAR_MESSAGES.tooLarge : AVATAR_MESSAGES.notImage,
          ];
        }
      }
      if (!parsed.success || errors.avatar || errors.persona) {
        throw new ApiError(422, firstMessage(errors), errors);
      }

      const input = parsed.data;
      if (avatar) await storage.put(avatar.key, avatar.bytes, avatar.contentType);
      let updated;
      try {
        updated = oneRow(
          await db
            .update(users)
            .set({
              firstName: input.first_name,
              lastName: input.last_name,
              bio: input.bio,
              ...(input.mail_notification === undefined ? {} : { mailNotification: input.mail_notification }),
              ...(avatar ? { avatarKey: avatar.key } : {}),
              ...(persona?.success ? { persona: persona.data } : {}),
              updatedAt: services.now(),
            })
            .where(eq(users.id, user.id))
            .returning(),
        );
      } catch (err) {
        if (avatar) await storage.delete(avatar.key).catch(() => undefined);
        throw err;
      }
      if (avatar && user.avatarKey) {
        await storage.delete(user.avatarKey).catch((err) => {
          services.log(`[storage] old avatar not removed: ${errorSummary(err)}`);
        });
      }
      return ok(c, serializeProfile(updated), COPY.profileUpdated);
    },
  );

  return r;
}
