// Form fields the console's schemas share: forms post strings ("on" for a ticked checkbox), JSON
// posts values. Apart from contract/admin.ts so schemas it imports can use them too.
import { z } from "zod";

export const BOOLEAN_INVALID = "Choose yes or no.";

/** A checkbox ("on"), a select ("true"/"false", "1"/"0") or a JSON boolean. */
export const booleanField = z.preprocess(
  (v) => {
    if (typeof v === "boolean") return v;
    if (v === "on" || v === "true" || v === "1") return true;
    if (v === "off" || v === "false" || v === "0") return false;
    return v;
  },
  z.boolean({ invalid_type_error: BOOLEAN_INVALID, required_error: BOOLEAN_INVALID }),
);
