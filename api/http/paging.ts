import { z } from "zod";
import { BOTS_PAGE_SIZE } from "../../contract/constants";

/** ?page=&per_page= as Laravel reads them: bad or missing values fall back, per_page is capped. */
export const pagingQuery = {
  page: z.coerce.number().int().min(1).catch(1).default(1),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .catch(BOTS_PAGE_SIZE)
    .default(BOTS_PAGE_SIZE)
    .transform((n) => Math.min(n, BOTS_PAGE_SIZE)),
};

/** Escapes LIKE wildcards so a search for "50%" means the text "50%". */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (m) => `\\${m}`)}%`;
