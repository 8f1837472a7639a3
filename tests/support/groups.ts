// Group chat test helpers: a cast of seeded characters and a group made of some of them.
import { inArray } from "drizzle-orm";
import type { BotRow } from "../../api/db/rows";
import { bots } from "../../api/db/schema";
import type { TestApi } from "./api";
import type { TestUser } from "./users";

const SLUGS = {
  max: "coach-max",
  nova: "captain-nova",
  hollis: "detective-hollis",
  camille: "camille-laurent",
  sage: "sage-everly",
  /** A Romance character. */
  luna: "luna-harper",
} as const;

export type GroupBots = Record<keyof typeof SLUGS, BotRow>;

export async function groupBots(t: TestApi): Promise<GroupBots> {
  const rows = await t.services.db
    .select()
    .from(bots)
    .where(inArray(bots.slug, Object.values(SLUGS)));
  const bySlug = new Map(rows.map((r) => [r.slug, r]));
  return Object.fromEntries(
    Object.entries(SLUGS).map(([key, slug]) => {
      const bot = bySlug.get(slug);
      if (!bot) throw new Error(`no seeded bot ${slug}`);
      return [key, bot];
    }),
  ) as GroupBots;
}

/** POST /chats with these characters (throws unless 201); answers the new chat. */
export async function makeGroup(
  t: TestApi,
  user: TestUser,
  botIds: number[],
  extra: Record<string, unknown> = {},
) {
  const res = await t.call("POST", "/chats", { token: user.token, json: { bot_ids: botIds, ...extra } });
  if (res.status !== 201) throw new Error(`POST /chats answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body.data;
}
