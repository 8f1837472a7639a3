// On PostgreSQL, statements with parameters run named (api/db/pg-statements.ts): each connection
// parses one once, later runs bind it; statements without parameters (a migration's several) run
// as before; a statement whose table changed shape is parsed again under a new name, at once outside
// a transaction, after the rollback inside one; past the bound, texts run unnamed. Runs on the
// server TEST_DATABASE_URL names, or a throwaway cluster.
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nameStatements } from "../../api/db/pg-statements";
import { startPostgres, type TestPostgres } from "../support/postgres-cluster";

describe("PostgreSQL statements run named", () => {
  let server: TestPostgres;
  let pool: pg.Pool;
  let other: pg.Client;
  /** What the pool's one connection has prepared, read on that connection. */
  const preparedOnPool = async () =>
    (await pool.query<{ name: string }>("select name from pg_prepared_statements order by name")).rows.map(
      (r) => r.name,
    );

  beforeAll(async () => {
    server = await startPostgres();
    // One connection, so what it has prepared can be read back on it.
    pool = nameStatements(new pg.Pool({ connectionString: server.url, max: 1 }), 3);
    other = new pg.Client({ connectionString: server.url });
    await other.connect();
    await other.query("create table named_notes (id serial primary key, body text not null)");
  }, 60_000);
  afterAll(async () => {
    await other?.end();
    await pool?.end();
    await server?.stop();
  });

  it("prepares a statement with parameters once, under one name, and returns the same rows", async () => {
    const insert = "insert into named_notes (body) values ($1) returning id, body";
    expect((await pool.query(insert, ["first"])).rows).toEqual([{ id: 1, body: "first" }]);
    expect((await pool.query({ text: insert, rowMode: "array" }, ["second"])).rows).toEqual([[2, "second"]]);
    const names = await preparedOnPool();
    expect(names).toHaveLength(1);
    expect(names[0]).toMatch(/^i_/);
  });

  it("runs statements without parameters as before, several in one text too", async () => {
    await pool.query(
      "insert into named_notes (body) values ('third'); insert into named_notes (body) values ('fourth')",
    );
    const count = await pool.query<{ n: number }>("select count(*)::int as n from named_notes");
    expect(count.rows).toEqual([{ n: 4 }]);
    expect(await preparedOnPool()).toHaveLength(1);
  });

  it("answers a statement whose table changed shape since it was prepared, outside a transaction", async () => {
    const select = "select * from named_notes where id = $1";
    expect(Object.keys((await pool.query(select, [1])).rows[0])).toEqual(["id", "body"]);
    await other.query("alter table named_notes add column pinned boolean not null default false");
    expect((await pool.query(select, [1])).rows).toEqual([{ id: 1, body: "first", pinned: false }]);
  });

  it("inside a transaction, fails the statement (the transaction is aborted) and answers it after", async () => {
    const select = "select * from named_notes where id = $1";
    await other.query("alter table named_notes add column tag text");
    const client = await pool.connect();
    try {
      await client.query("begin");
      await expect(client.query(select, [1])).rejects.toMatchObject({ code: "0A000" });
      await client.query("rollback");
      expect((await client.query(select, [1])).rows[0]).toMatchObject({ id: 1, tag: null });
    } finally {
      client.release();
    }
  });

  it("names at most its bound of texts; later ones run unnamed", async () => {
    for (let i = 0; i < 6; i++)
      expect((await pool.query(`select $1::int + ${i} as n`, [1])).rows).toEqual([{ n: 1 + i }]);
    // The bound is 3 texts: the insert and the select of the tests above, and the first of these.
    const texts = await pool.query<{ statement: string }>(
      "select distinct statement from pg_prepared_statements order by statement",
    );
    expect(texts.rows.map((r) => r.statement)).toEqual([
      "insert into named_notes (body) values ($1) returning id, body",
      "select $1::int + 0 as n",
      "select * from named_notes where id = $1",
    ]);
    const errors = await pool.query("select $1::int as n", ["not a number"]).catch((e: unknown) => e);
    expect(errors).toMatchObject({ code: "22P02" });
  });
});
