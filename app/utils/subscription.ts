// Addresses and shapes of the subscription pages, shared by their routes, components and server code.
import type { Bot } from "#contract/api-types";
import { SUBSCRIPTION_PATH } from "./chat-access";

export const SUBSCRIPTION_PAGE = SUBSCRIPTION_PATH;

/** The plain bot picker for a single-pass plan (the modal loads its bots from here too). */
export const pickerPath = (planId: number, botId?: number | null) =>
  `${SUBSCRIPTION_PAGE}/pick?plan=${planId}${botId ? `&bot=${botId}` : ""}`;

/** The plans, opened on a day/week pass's picker with this bot chosen (the access dialog's link). */
export const passPath = (planId: number, botId: number) => `${SUBSCRIPTION_PAGE}?plan=${planId}&bot=${botId}`;

/** What the checkout action answers a JavaScript request. */
export type CheckoutActionData = { checkoutUrl: string } | { error: string };

/** The picker's bots: those whose name or label holds the search, the bot the user came from first. */
export function orderBots<B extends Pick<Bot, "id" | "name" | "character">>(
  bots: B[],
  search: string,
  preselectId: number | null,
) {
  const q = search.trim().toLowerCase();
  const matching = q
    ? bots.filter((b) => b.name.toLowerCase().includes(q) || b.character.toLowerCase().includes(q))
    : bots;
  return [...matching.filter((b) => b.id === preselectId), ...matching.filter((b) => b.id !== preselectId)];
}
