// Price formatting, kept free of zod so the plan cards on the home page do not pull it into the
// public bundle (contract/checkout.ts re-exports it for the checkout pages).

/** Price label of a plan card: "$4.99 / day". */
export function formatPrice(dollars: number) {
  return `$${dollars.toFixed(2)}`;
}
