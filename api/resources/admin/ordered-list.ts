// The console's short, ordered catalogue lists (social links, FAQs): list, add at the end, edit,
// delete, with a unique text key (a link's title, a FAQ's question) and an audit row per change.
// One piece of code for every such list, so they behave alike.
import { asc, eq, max } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { Hono } from "hono";
import type { z } from "zod";
import { audited, type Tx } from "../../domain/admin/audit";
import type { ApiEnv } from "../../http/context";
import { ApiError, ok } from "../../http/envelope";
import { parseBody } from "../../http/validate";
import type { Services } from "../../services/types";
import { pathId } from "./shared";
import { oneRow } from "../../db/rows";

interface Row {
  id: number;
  sortOrder: number;
}

export interface OrderedListSpec<R extends Row, Out, S extends z.ZodObject<z.ZodRawShape>> {
  table: PgTable & { id: PgColumn; sortOrder: PgColumn };
  /** The unique text column and the input field that carries it. */
  key: { column: PgColumn; field: keyof z.infer<S> & string };
  schema: S;
  serialize(row: R): Out;
  /** "faq": the audit log's target type and the action prefix ("faq.create"). */
  auditType: string;
  copy: { listed: string; notFound: string; taken: string; saved: string; deleted: string };
}

export function orderedListRoutes<R extends Row, Out, S extends z.ZodObject<z.ZodRawShape>>(
  services: Services,
  spec: OrderedListSpec<R, Out, S>,
) {
  const { db } = services;
  const { table, key, copy, auditType } = spec;
  const r = new Hono<ApiEnv>();
  // Drizzle cannot type rows of a table passed in: they are cast to what the caller's table holds.

  /** 422 on the key's field when another row has this value. */
  async function assertKeyFree(tx: Tx, value: unknown, exceptId = 0) {
    const [other] = await tx
      .select({ id: table.id })
      .from(table as PgTable)
      .where(eq(key.column, value));
    if (other && other.id !== exceptId) throw new ApiError(422, copy.taken, { [key.field]: [copy.taken] });
  }

  r.get("/", async (c) => {
    const list = (await db
      .select()
      .from(table as PgTable)
      .orderBy(asc(table.sortOrder), asc(table.id))) as unknown as R[];
    return ok(c, list.map(spec.serialize), copy.listed);
  });

  r.post("/", async (c) => {
    const input = await parseBody(c, spec.schema);
    const created = await audited(db, c.get("user"), services.now(), async (tx) => {
      await assertKeyFree(tx, input[key.field]);
      const { last } = oneRow(await tx.select({ last: max(table.sortOrder) }).from(table as PgTable));
      const [row] = (await tx
        .insert(table)
        .values({ ...input, sortOrder: Number(last ?? 0) + 1 })
        .returning()) as unknown as R[];
      return {
        result: row!,
        audit: { action: `${auditType}.create`, targetType: auditType, targetId: row!.id },
      };
    });
    return ok(c, spec.serialize(created), copy.saved, 201);
  });

  r.patch("/:id{[0-9]+}", async (c) => {
    const id = pathId(c, copy.notFound);
    const input = await parseBody(c, spec.schema.partial());
    const saved = await audited(db, c.get("user"), services.now(), async (tx) => {
      if (input[key.field]) await assertKeyFree(tx, input[key.field], id);
      const [row] = (Object.keys(input).length
        ? await tx.update(table).set(input).where(eq(table.id, id)).returning()
        : await tx
            .select()
            .from(table as PgTable)
            .where(eq(table.id, id))) as unknown as R[];
      if (!row) throw new ApiError(404, copy.notFound);
      return { result: row, audit: { action: `${auditType}.update`, targetType: auditType, targetId: id } };
    });
    return ok(c, spec.serialize(saved), copy.saved);
  });

  r.delete("/:id{[0-9]+}", async (c) => {
    const id = pathId(c, copy.notFound);
    await audited(db, c.get("user"), services.now(), async (tx) => {
      const [row] = (await tx.delete(table).where(eq(table.id, id)).returning()) as unknown as Record<
        string,
        unknown
      >[];
      if (!row) throw new ApiError(404, copy.notFound);
      const note = String(row[key.field] ?? "").slice(0, 200);
      return {
        result: null,
        audit: { action: `${auditType}.delete`, targetType: auditType, targetId: id, note },
      };
    });
    return ok(c, null, copy.deleted);
  });

  return r;
}
