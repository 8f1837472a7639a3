// The local test checkout (docs/requirements/api.md#stable-interfaces): which test cards do what,
// and what the buyer is told. Pure: the API decides with these, the checkout page explains them.
import { z } from "zod";

export const TEST_CARDS = {
  success: "4242 4242 4242 4242",
  declined: "4000 0000 0000 0002",
} as const;

export const CHECKOUT_COPY = {
  declined: "Your card was declined.",
  useTestCard: "Use the test card 4242 4242 4242 4242.",
  cardRequired: "Enter a card number.",
  alreadyPaid: "This checkout is already paid.",
  paid: "Payment received. Your plan is active.",
  paidTitle: "Payment complete",
  paidClose: "You can close this window: Infinite already knows, in the tab you came from.",
  startChatting: "Start chatting",
  startChattingWith: (bot: string) => `Start chatting with ${bot}`,
  stripeSuccess: "Payment received. Your plan will be active in a moment.",
  stripeCanceled: "Checkout canceled. You have not been charged.",
  botRequired: "Choose a bot for this single-pass plan.",
  botNotAllowed: "Only day and week passes are bound to a bot.",
  planRequired: "Choose a plan.",
  planUnknown: "The selected plan does not exist.",
  botUnknown: "The selected bot does not exist.",
  providerDown: "The payment provider is not reachable right now. Please try again in a moment.",
} as const;

/** Digits only, so "4242 4242 4242 4242" and "4242-4242-4242-4242" are the same card. */
export const cardDigits = (value: string) => value.replace(/[\s-]/g, "");

/** The test checkout's card form (the API makes the same check on its side). */
export const cardSchema = z.object({
  card_number: z
    .string({ required_error: CHECKOUT_COPY.cardRequired })
    .trim()
    .min(1, CHECKOUT_COPY.cardRequired)
    .max(32, CHECKOUT_COPY.useTestCard),
});

/** What the API accepts as a test card number (spaces and dashes ignored). */
export const paySchema = z.object({
  card_number: z
    .string({ required_error: CHECKOUT_COPY.cardRequired, invalid_type_error: CHECKOUT_COPY.cardRequired })
    .transform(cardDigits)
    .pipe(z.string().min(1, CHECKOUT_COPY.cardRequired).max(32, CHECKOUT_COPY.useTestCard)),
});
