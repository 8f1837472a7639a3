// Whose a token is, as its last check in this process found it: a token's owner never changes, so a
// request can begin a read of its owner's rows beside the token check instead of after it (a send's
// bot, chat and prompt rows: one database round trip less before its first token on PostgreSQL).
// Never a verdict: the check still decides, and a read begun for a token it refuses is dropped.
// Such a read may read the token too (api/domain/send-target.ts): it is offered to the request's
// check, which judges it as it judges its own read (api/http/auth.ts).
import type { TokenRead } from "../domain/tokens";
import type { Services } from "../services/types";

/** Owners remembered at most (the oldest remembered goes first): a few MB at most. */
const OWNERS_MAX = 50_000;

const ownersByServices = new WeakMap<Services, Map<string, number>>();

function ownersOf(services: Services) {
  let owners = ownersByServices.get(services);
  if (!owners) ownersByServices.set(services, (owners = new Map()));
  return owners;
}

/** After a check accepted the token whose hash is `tokenHash`. */
export function noteTokenOwner(services: Services, tokenHash: string, userId: number) {
  const owners = ownersOf(services);
  if (owners.get(tokenHash) === userId) return;
  owners.set(tokenHash, userId);
  if (owners.size > OWNERS_MAX) owners.delete(owners.keys().next().value!);
}

/** The user the token whose hash is `tokenHash` belonged to when this process last checked it, if it did. */
export function lastKnownOwner(services: Services, tokenHash: string): number | undefined {
  return ownersOf(services).get(tokenHash);
}

/** A read of a request's token made with other rows, at `at`; undefined: the token was not read. */
export interface OfferedTokenRead {
  token: string;
  at: Date;
  read: Promise<TokenRead | null | undefined>;
}

const offeredReads = new WeakMap<Request, OfferedTokenRead>();

export function offerTokenRead(request: Request, offered: OfferedTokenRead) {
  offeredReads.set(request, offered);
}

/** The read offered for this request's `token`, if one was. */
export function offeredTokenRead(request: Request, token: string): OfferedTokenRead | undefined {
  const offered = offeredReads.get(request);
  return offered?.token === token ? offered : undefined;
}
