// Why a reply failed when the browser, not the API, knows it (no connection, a stream cut short, a
// stored reply marked failed without a reason): English in the exchange, as the API's own reasons
// are, and shown in the page's language by the chat catalogue's key (the API's through the messages).
export const STREAM_ERRORS = {
  network: "Could not reach Infinite. Check your connection and try again.",
  cutOff: "The reply was cut off. Please try again.",
  incomplete: "The reply could not be completed.",
} as const;

/** The chat catalogue's key for one of these reasons, or null for a reason the API gave. */
export function streamErrorKey(reason: string): `stream.${keyof typeof STREAM_ERRORS}` | null {
  const found = Object.entries(STREAM_ERRORS).find(([, english]) => english === reason);
  return found ? `stream.${found[0] as keyof typeof STREAM_ERRORS}` : null;
}
