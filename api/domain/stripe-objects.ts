// Reading Stripe's event objects: JSON as sent, each field checked where it is read.
export type EventObject = Record<string, any>;

/** An expandable field's id: Stripe sends either the id or the object. */
export const idOf = (v: unknown): string | null =>
  typeof v === "string"
    ? v
    : v && typeof v === "object" && "id" in v
      ? String((v as { id: unknown }).id)
      : null;
