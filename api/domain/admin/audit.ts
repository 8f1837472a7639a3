// The audit log: one row per operator action, written in the same transaction as the change, so
// a change without its row (or a row without its change) cannot happen.
import { count, desc } from "drizzle-orm";
import type { AuditEntry } from "../../../contract/admin";
import type { Database } from "../../db/client";
import { oneRow, type UserRow } from "../../db/rows";
import { auditLog } from "../../db/schema";
import { catalogueChanged } from "../../http/read-cache";

export type Tx = Parameters<Parameters<Database["transaction"]>[0]>[0];

export interface AuditTarget {
  action: string;
  targetType: string;
  targetId: number | string;
  note?: string;
}

export async function writeAudit(tx: Tx | Database, admin: UserRow, target: AuditTarget, at: Date) {
  await tx.insert(auditLog).values({
    adminId: admin.id,
    adminEmail: admin.email,
    action: target.action,
    targetType: target.targetType,
    targetId: String(target.targetId),
    note: target.note ?? "",
    createdAt: at,
  });
}

/**
 * Runs `change` and writes its audit row in one transaction. `change` returns what the caller
 * answers with, or throws (nothing is written then).
 */
export function audited<T>(
  db: Database,
  admin: UserRow,
  at: Date,
  change: (tx: Tx) => Promise<{ result: T; audit: AuditTarget }>,
): Promise<T> {
  return db
    .transaction(async (tx) => {
      const { result, audit } = await change(tx);
      await writeAudit(tx, admin, audit, at);
      return result;
    })
    .finally(() => catalogueChanged(db)); // after the commit: no read can cache the old rows again
}

export async function auditPage(db: Database, page: number, perPage: number) {
  const [counted, rows] = await Promise.all([
    db.select({ total: count() }).from(auditLog),
    db
      .select()
      .from(auditLog)
      .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
  ]);
  const { total } = oneRow(counted);
  const entries: AuditEntry[] = rows.map((r) => ({
    id: r.id,
    admin_email: r.adminEmail,
    action: r.action,
    target_type: r.targetType,
    target_id: r.targetId,
    note: r.note,
    created_at: r.createdAt.toISOString(),
  }));
  return { entries, total };
}
