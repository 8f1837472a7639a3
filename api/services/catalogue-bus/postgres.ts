// The catalogue bus on PostgreSQL LISTEN/NOTIFY (DATABASE_URL without REDIS_URL): a connection of
// its own listens (a pooled one would be handed to other queries); announcements go out through it.
import pg from "pg";
import { errorSummary } from "../../../contract/error-summary";
import { CATALOGUE_CHANNEL, instanceId, type CatalogueBus } from "./bus";

const RECONNECT_MS = 1000;

export function createPostgresCatalogueBus(url: string, log: (line: string) => void): CatalogueBus {
  const me = instanceId();
  let client: pg.Client | null = null;
  let closed = false;
  let down = false;
  let retry: NodeJS.Timeout | undefined;

  const connect = async (heard: () => void) => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (n) => {
      if (n.channel === CATALOGUE_CHANNEL && n.payload !== me) heard();
    });
    // A dropped connection emits 'error' and then 'end'; 'end' reconnects.
    next.on("error", () => undefined);
    try {
      await next.connect();
      await next.query(`LISTEN ${CATALOGUE_CHANNEL}`);
    } catch (err) {
      await next.end().catch(() => undefined);
      throw err;
    }
    next.once("end", () => {
      if (client !== next) return;
      client = null;
      reconnectLater(heard, "connection ended");
    });
    client = next;
  };

  const reconnectLater = (heard: () => void, cause: unknown) => {
    if (closed) return;
    if (!down)
      log(
        `[catalogue] PostgreSQL listener lost (${typeof cause === "string" ? cause : errorSummary(cause)}): reconnecting`,
      );
    down = true;
    retry = setTimeout(() => {
      connect(heard).then(
        () => {
          log("[catalogue] PostgreSQL listener is back: changes reach every instance again");
          down = false;
          // Announcements sent while it was away are lost: forget everything.
          heard();
        },
        (err: unknown) => reconnectLater(heard, err),
      );
    }, RECONNECT_MS);
  };

  return {
    name: "postgres",
    start: (heard) => connect(heard),
    announce() {
      client?.query("select pg_notify($1, $2)", [CATALOGUE_CHANNEL, me]).catch((err: unknown) => {
        log(`[catalogue] announcing a change failed (${errorSummary(err)})`);
      });
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => undefined);
    },
  };
}
