// GET /admin/users, GET /admin/users/{id}, POST /admin/users/{id}/ban|unban,
// GET /admin/flags, POST /admin/flags/{userId}/clear.
import { eq } from "drizzle-orm";
import { Hono } from "hono";
import { ADMIN_COPY, adminNoteSchema, searchQuerySchema } from "../../../contract/admin";
import { users } from "../../db/schema";
import { audited } from "../../domain/admin/audit";
import { assertBannable, banUser, unbanUser } from "../../domain/admin/bans";
import { findUser, listFlags, searchUsers, userDetail } from "../../domain/admin/users";
import type { ApiEnv } from "../../http/context";
import { ApiError, ok, page } from "../../http/envelope";
import { parseBody, parseQuery } from "../../http/validate";
import type { Services } from "../../services/types";
import { pageQuery, pathId } from "./shared";

/** Under /admin/users. */
export function adminUsersRoutes(services: Services) {
  const { db } = services;
  const r = new Hono<ApiEnv>();

  r.get("/", async (c) => {
    const { search } = parseQuery(c, searchQuerySchema);
    const q = parseQuery(c, pageQuery);
    const { rows, total } = await searchUsers(services, search, q.page, q.per_page);
    return ok(c, page(rows, total, q.page, q.per_page), "Users");
  });

  r.get("/:id{[0-9]+}", async (c) =>
    ok(c, await userDetail(services, pathId(c, ADMIN_COPY.userNotFound)), "User"),
  );

  r.post("/:id{[0-9]+}/ban", async (c) => {
    const admin = c.get("user");
    const target = await findUser(services, pathId(c, ADMIN_COPY.userNotFound));
    const { note } = await parseBody(c, adminNoteSchema);
    assertBannable(services, admin, target);
    if (target.bannedAt) throw new ApiError(422, ADMIN_COPY.alreadyBanned);
    await audited(db, admin, services.now(), async (tx) => {
      await banUser(tx, target.id, services.now());
      return { result: null, audit: { action: "user.ban", targetType: "user", targetId: target.id, note } };
    });
    return ok(c, await userDetail(services, target.id), ADMIN_COPY.banned);
  });

  r.post("/:id{[0-9]+}/unban", async (c) => {
    const target = await findUser(services, pathId(c, ADMIN_COPY.userNotFound));
    const { note } = await parseBody(c, adminNoteSchema);
    if (!target.bannedAt) throw new ApiError(422, ADMIN_COPY.notBanned);
    await audited(db, c.get("user"), services.now(), async (tx) => {
      await unbanUser(tx, target.id, services.now());
      return { result: null, audit: { action: "user.unban", targetType: "user", targetId: target.id, note } };
    });
    return ok(c, await userDetail(services, target.id), ADMIN_COPY.unbanned);
  });

  return r;
}

/** Under /admin/flags: the accounts under age review. */
export function adminFlagsRoutes(services: Services) {
  const { db } = services;
  const r = new Hono<ApiEnv>();

  r.get("/", async (c) => ok(c, await listFlags(services), "Age reviews"));

  r.post("/:id{[0-9]+}/clear", async (c) => {
    const target = await findUser(services, pathId(c, ADMIN_COPY.userNotFound));
    const { note } = await parseBody(c, adminNoteSchema);
    if (!target.ageReviewAt) throw new ApiError(422, ADMIN_COPY.notFlagged);
    const at = services.now();
    await audited(db, c.get("user"), at, async (tx) => {
      await tx.update(users).set({ ageReviewAt: null, updatedAt: at }).where(eq(users.id, target.id));
      return { result: null, audit: { action: "flag.clear", targetType: "user", targetId: target.id, note } };
    });
    return ok(c, null, ADMIN_COPY.flagCleared);
  });

  return r;
}
