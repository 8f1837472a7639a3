// Which push service each database's notifications go out through. notify() (api/domain/notify.ts)
// takes only the database, so createServices registers the database's push service here. Keyed by
// the database rather than held in one global, so every API instance (and every test's database)
// pushes through its own. It lives with the services so that choosing them never reaches up into
// api/domain (docs/architecture.md#layers-inside-the-api).
import type { Database } from "../../db/client";
import type { PushService } from "./push";

type Deliverer = Pick<PushService, "deliver">;

const pushers = new WeakMap<Database, Deliverer>();

/** Makes every notify() on this database also go out as Web Push (api/services/index.ts). */
export function pushNotificationsWith(db: Database, push: Deliverer) {
  pushers.set(db, push);
}

/** The push service registered for this database, if any (a bare test database has none). */
export function pushServiceFor(db: Database): Deliverer | undefined {
  return pushers.get(db);
}
