// PGlite's statements run as named prepared statements (api/db/pglite-statements.ts): the same rows
// and errors as PGlite's own query(), in and out of transactions, a bounded number kept prepared,
// and a statement whose table changed shape parsed again instead of failing from then on.
import { PGlite } from "@electric-sql/pglite";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withPreparedStatements } from "../../api/db/pglite-statements";

const KEPT = 3;

describe("PGlite with named prepared statements", () => {
  let raw: PGlite;
  let db: PGlite;
  const preparedNow = async () =>
    Number(
      (await raw.query<{ n: number }>("select count(*)::int as n from pg_prepared_statements")).rows[0]!.n,
    );

  beforeAll(async () => {
    raw = await PGlite.create("memory://");
    db = withPreparedStatements(raw, KEPT);
    await raw.exec(`create table notes (id serial primary key, body text not null unique,
      made timestamptz not null default now(), tags jsonb not null default '[]')`);
  });
  afterAll(() => raw.close());

  it("returns what PGlite's own query() returns, parameters serialized by their types", async () => {
    const made = new Date("2026-01-02T03:04:05Z");
    const inserted = await db.query<{ id: number; body: string }>(
      "insert into notes (body, made, tags) values ($1, $2, $3) returning id, body",
      ["first", made, JSON.stringify(["a", "b"])],
    );
    expect(inserted.rows).toEqual([{ id: 1, body: "first" }]);
    const sql = "select id, body, made, tags from notes where body = $1";
    const mine = await db.query(sql, ["first"], { rowMode: "array" });
    const theirs = await raw.query(sql, ["first"], { rowMode: "array" });
    expect(mine.rows).toEqual(theirs.rows);
    expect(mine.fields).toEqual(theirs.fields);
    expect(mine.rows[0]).toEqual([1, "first", made, ["a", "b"]]);
    // The second run binds the statement prepared by the first.
    expect((await db.query(sql, ["first"])).rows).toHaveLength(1);
    expect((await db.query(sql, ["nobody"])).rows).toHaveLength(0);
  });

  it("reads a result with the query's own parsers over PGlite's, as PGlite's query() does, and keeps PGlite's", async () => {
    // Drizzle hands its own parsers for dates with every query; the other types keep PGlite's.
    const options = { rowMode: "array" as const, parsers: { 1184: (value: string) => `at ${value}` } };
    const sql = "select id, made, tags from notes where body = $1";
    const mine = await db.query(sql, ["first"], options);
    expect(mine.rows).toEqual((await raw.query(sql, ["first"], options)).rows);
    expect(mine.rows[0]).toEqual([1, expect.stringMatching(/^at 2026-01-02 03:04:05/), ["a", "b"]]);
    // Nothing of the query's stays behind for the next one.
    expect((await db.query<unknown[]>(sql, ["first"], { rowMode: "array" })).rows[0]![1]).toBeInstanceOf(
      Date,
    );
  });

  it("throws the database's error with its code, and goes on working after it", async () => {
    const error = await db.query("insert into notes (body) values ($1)", ["first"]).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "23505", query: "insert into notes (body) values ($1)" });
    await expect(db.query("select nonsense from notes")).rejects.toMatchObject({ code: "42703" });
    expect(
      (await db.query("insert into notes (body) values ($1) returning id", ["second"])).rows,
    ).toHaveLength(1);
  });

  it("runs a transaction's statements prepared too, and a rollback undoes them", async () => {
    await expect(
      db.transaction(async (tx) => {
        await tx.query("insert into notes (body) values ($1)", ["in a transaction"]);
        const seen = await tx.query("select count(*)::int as n from notes where body = $1", [
          "in a transaction",
        ]);
        expect(seen.rows).toEqual([{ n: 1 }]);
        throw new Error("changed my mind");
      }),
    ).rejects.toThrow("changed my mind");
    const after = await db.query("select count(*)::int as n from notes where body = $1", [
      "in a transaction",
    ]);
    expect(after.rows).toEqual([{ n: 0 }]);
    const committed = await db.transaction(async (tx) => {
      await tx.query("insert into notes (body) values ($1)", ["kept"]);
      return (await tx.query<{ body: string }>("select body from notes where body = $1", ["kept"])).rows;
    });
    expect(committed).toEqual([{ body: "kept" }]);
  });

  it("keeps at most its bound of statements prepared, closing the least recently used", async () => {
    for (let i = 0; i < KEPT * 3; i++)
      expect((await db.query(`select $1::int + ${i} as n`, [1])).rows).toEqual([{ n: 1 + i }]);
    // Those evicted are closed with the next statement prepared: one more may be pending.
    expect(await preparedNow()).toBeLessThanOrEqual(KEPT + 1);
    // An evicted one is prepared again when it comes back.
    expect((await db.query("select $1::int + 0 as n", [5])).rows).toEqual([{ n: 5 }]);
  });

  it("prepares a statement again when its table changed shape since (a migration)", async () => {
    const sql = "select * from notes where body = $1";
    expect(Object.keys((await db.query<object>(sql, ["kept"])).rows[0]!)).not.toContain("pinned");
    await raw.exec("alter table notes add column pinned boolean not null default false");
    const again = await db.query<{ pinned: boolean }>(sql, ["kept"]);
    expect(again.rows[0]!.pinned).toBe(false);
  });
});
