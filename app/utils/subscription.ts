// Addresses and shapes of the subscription pages, shared by their routes, components and server code.
import { SUBSCRIPTION_PATH } from "./chat-access";

export const SUBSCRIPTION_PAGE = SUBSCRIPTION_PATH;

/** The plain bot picker for a single-pass plan (the modal loads its bots from here too). */
export const pickerPath = (planId: number) => `${SUBSCRIPTION_PAGE}/pick?plan=${planId}`;

/** What the checkout action answers a JavaScript request. */
export type CheckoutActionData = { checkoutUrl: string } | { error: string };
