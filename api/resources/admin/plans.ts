// GET/POST /admin/plans, PATCH /admin/plans/{id}. Prices are dollars in the console and cents in
// the database; checkouts read the plan row when they start, so a change applies to the next one.
import { asc, eq, like, max } from "drizzle-orm";
import { Hono } from "hono";
import { ADMIN_COPY, planCreateSchema, planUpdateSchema, type AdminPlan } from "../../../contract/admin";
import type { PlanRow } from "../../db/rows";
import { oneRow } from "../../db/rows";
import { plans } from "../../db/schema";
import { audited } from "../../domain/admin/audit";
import { renderOperatorMarkdown, slugify } from "../../domain/admin/markdown";
import type { ApiEnv } from "../../http/context";
import { ApiError, ok } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import type { Services } from "../../services/types";
import { pathId } from "./shared";

const adminPlan = (p: PlanRow): AdminPlan => ({
  id: p.id,
  slug: p.slug,
  name: p.name,
  icon: p.icon as AdminPlan["icon"],
  price: p.priceCents / 100,
  interval: p.interval,
  popular: p.popular,
  active: p.active,
  description: p.description,
  sort_order: p.sortOrder,
  daily_messages: p.dailyMessages,
});

const cents = (dollars: number) => Math.round(dollars * 100);

export function adminPlansRoutes(services: Services) {
  const { db } = services;
  const r = new Hono<ApiEnv>();

  r.get("/", async (c) => {
    const rows = await db.select().from(plans).orderBy(asc(plans.sortOrder), asc(plans.id));
    return ok(c, rows.map(adminPlan), "Plans");
  });

  r.post("/", async (c) => {
    const input = await parseBody(c, planCreateSchema);
    const created = await audited(db, c.get("user"), services.now(), async (tx) => {
      const base = slugify(input.name);
      const taken = new Set(
        (
          await tx
            .select({ slug: plans.slug })
            .from(plans)
            .where(like(plans.slug, `${base}%`))
        ).map((p) => p.slug),
      );
      let slug = base;
      for (let n = 2; taken.has(slug); n++) slug = `${base}-${n}`;
      const { last } = oneRow(await tx.select({ last: max(plans.sortOrder) }).from(plans));
      const [row] = await tx
        .insert(plans)
        .values({
          slug,
          name: input.name,
          icon: input.icon,
          priceCents: cents(input.price),
          interval: input.interval,
          popular: input.popular,
          active: input.active,
          description: renderOperatorMarkdown(input.description),
          sortOrder: (last ?? 0) + 1,
          dailyMessages: input.daily_messages,
        })
        .returning();
      return { result: row!, audit: { action: "plan.create", targetType: "plan", targetId: row!.id } };
    });
    return ok(c, adminPlan(created), ADMIN_COPY.planSaved, 201);
  });

  r.patch("/:id{[0-9]+}", async (c) => {
    const id = pathId(c, ADMIN_COPY.planNotFound);
    const input = await parseBody(c, planUpdateSchema);
    const { price, description, daily_messages, ...rest } = input;
    const set = {
      ...rest,
      ...(daily_messages === undefined ? {} : { dailyMessages: daily_messages }),
      ...(price === undefined ? {} : { priceCents: cents(price) }),
      ...(description === undefined ? {} : { description: renderOperatorMarkdown(description) }),
    };
    const updated = await audited(db, c.get("user"), services.now(), async (tx) => {
      // An empty PATCH changes nothing but is still answered with the plan (and audited as tried).
      const [row] = Object.keys(set).length
        ? await tx.update(plans).set(set).where(eq(plans.id, id)).returning()
        : await tx.select().from(plans).where(eq(plans.id, id));
      if (!row) throw new ApiError(404, ADMIN_COPY.planNotFound);
      return {
        result: row,
        audit: {
          action: "plan.update",
          targetType: "plan",
          targetId: id,
          note: Object.keys(input).join(", "),
        },
      };
    });
    return ok(c, adminPlan(updated), ADMIN_COPY.planSaved);
  });

  return r;
}
