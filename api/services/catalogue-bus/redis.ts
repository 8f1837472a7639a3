// The catalogue bus on Redis pub/sub (REDIS_URL): one connection publishes, one listens.
import { createClient } from "redis";
import { errorSummary } from "../../../contract/error-summary";
import { CATALOGUE_CHANNEL, instanceId, type CatalogueBus } from "./bus";

export function createRedisCatalogueBus(url: string, log: (line: string) => void): CatalogueBus {
  const me = instanceId();
  let down = false;
  let started = false;
  const options = {
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5000,
      // Before the first connection: give up, so start-up fails. After it: keep reconnecting.
      reconnectStrategy: (retries: number, cause: Error) =>
        started ? Math.min(100 * 2 ** retries, 2000) : cause,
    },
  };
  const publisher = createClient(options);
  const subscriber = createClient(options);
  // Without a listener an 'error' event would crash the process; an outage is logged once.
  const onError = (err: unknown) => {
    if (down || !started) return;
    down = true;
    log(
      `[catalogue] Redis unavailable (${errorSummary(err)}): other instances' changes reach this one's caches within their ten seconds until it is back`,
    );
  };
  publisher.on("error", onError);
  subscriber.on("error", onError);

  return {
    name: "redis",
    async start(heard) {
      await Promise.all([publisher.connect(), subscriber.connect()]);
      await subscriber.subscribe(CATALOGUE_CHANNEL, (message) => {
        if (message !== me) heard();
      });
      started = true;
      // Ready again after an outage: whatever was announced meanwhile is lost, so forget everything.
      subscriber.on("ready", () => {
        if (down) log("[catalogue] Redis is back: changes reach every instance again");
        down = false;
        heard();
      });
    },
    announce() {
      publisher.publish(CATALOGUE_CHANNEL, me).catch(onError);
    },
    async close() {
      await Promise.all(
        [publisher, subscriber].map((client) =>
          client.isOpen ? client.close().catch(() => client.destroy()) : undefined,
        ),
      );
    },
  };
}
