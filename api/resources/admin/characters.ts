// GET /admin/characters, POST /admin/characters/{id}/approve|reject: members' characters and their
// review. The creator is told the outcome (a rejection with its reason).
import { and, asc, count, desc, eq, isNotNull } from "drizzle-orm";
import { Hono } from "hono";
import {
  ADMIN_COPY,
  CHARACTER_APPROVED_TITLE,
  CHARACTER_REJECTED_TITLE,
  characterApprovedMessage,
  characterRejectedMessage,
  charactersQuerySchema,
  rejectCharacterSchema,
  adminNoteSchema,
  type ReviewStatus,
} from "../../../contract/admin";
import { bots, users } from "../../db/schema";
import { audited } from "../../domain/admin/audit";
import { adminCharacter } from "../../domain/admin/serialize";
import { notify } from "../../domain/notify";
import type { ApiEnv } from "../../http/context";
import { ApiError, ok, page } from "../../http/envelope";
import { parseBody, parseQuery } from "../../http/validate";
import type { Services } from "../../services/types";
import { pageQuery, pathId } from "./shared";
import { oneRow } from "../../db/rows";

export function adminCharactersRoutes(services: Services) {
  const { db } = services;
  const r = new Hono<ApiEnv>();

  async function findCharacter(id: number) {
    const [row] = await db
      .select({ bot: bots, owner: users })
      .from(bots)
      .innerJoin(users, eq(users.id, bots.ownerId))
      .where(eq(bots.id, id));
    if (!row) throw new ApiError(404, ADMIN_COPY.characterNotFound);
    return row;
  }

  /** Sets the review; 409 when it is already in that state (a double submit, another operator). */
  async function review(
    id: number,
    status: ReviewStatus,
    reason: string | null,
    admin: Parameters<typeof audited>[1],
  ) {
    const { bot, owner } = await findCharacter(id);
    if (bot.reviewStatus === status)
      throw new ApiError(
        409,
        status === "approved" ? ADMIN_COPY.alreadyApproved : ADMIN_COPY.alreadyRejected,
      );
    const at = services.now();
    const updated = await audited(db, admin, at, async (tx) => {
      const [row] = await tx
        .update(bots)
        .set({ reviewStatus: status, reviewReason: reason, updatedAt: at })
        .where(eq(bots.id, id))
        .returning();
      return {
        result: row!,
        audit: {
          action: `character.${status === "approved" ? "approve" : "reject"}`,
          targetType: "bot",
          targetId: id,
          note: reason ?? "",
        },
      };
    });
    if (status === "approved") {
      await notify(db, owner.id, CHARACTER_APPROVED_TITLE, characterApprovedMessage(bot.name), at);
    } else {
      await notify(
        db,
        owner.id,
        CHARACTER_REJECTED_TITLE,
        characterRejectedMessage(bot.name, reason ?? ""),
        at,
      );
    }
    return adminCharacter(updated, owner);
  }

  r.get("/", async (c) => {
    const { status } = parseQuery(c, charactersQuerySchema);
    const q = parseQuery(c, pageQuery);
    const where = and(isNotNull(bots.ownerId), status === "all" ? undefined : eq(bots.reviewStatus, status));
    // The queue is worked oldest first; the other lists show the newest first.
    const order =
      status === "pending" ? [asc(bots.createdAt), asc(bots.id)] : [desc(bots.createdAt), desc(bots.id)];
    const [totals, rows] = await Promise.all([
      db.select({ total: count() }).from(bots).where(where),
      db
        .select({ bot: bots, owner: users })
        .from(bots)
        .innerJoin(users, eq(users.id, bots.ownerId))
        .where(where)
        .orderBy(...order)
        .limit(q.per_page)
        .offset((q.page - 1) * q.per_page),
    ]);
    const { total } = oneRow(totals);
    return ok(
      c,
      page(
        rows.map((row) => adminCharacter(row.bot, row.owner)),
        total,
        q.page,
        q.per_page,
      ),
      "Characters",
    );
  });

  r.post("/:id{[0-9]+}/approve", async (c) => {
    const id = pathId(c, ADMIN_COPY.characterNotFound);
    await parseBody(c, adminNoteSchema);
    return ok(c, await review(id, "approved", null, c.get("user")), ADMIN_COPY.approved);
  });

  r.post("/:id{[0-9]+}/reject", async (c) => {
    const id = pathId(c, ADMIN_COPY.characterNotFound);
    const { reason } = await parseBody(c, rejectCharacterSchema);
    return ok(c, await review(id, "rejected", reason, c.get("user")), ADMIN_COPY.rejected);
  });

  return r;
}
