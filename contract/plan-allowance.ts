// The plan cards' allowance line, apart from the rest of the usage copy (usage-copy.ts, which
// reuses it): the public pages show a plan card on the first visit, whose JavaScript should not
// carry the chat's and the console's lines.

/** A count as the English copy writes it ("1,000"). */
export const formatCount = (n: number) => n.toLocaleString("en-US");

/** "Up to 100 messages a day", or "Unlimited messages". */
export const perDay = (limit: number | null) =>
  limit === null ? "Unlimited messages" : `Up to ${formatCount(limit)} messages a day`;
