import { z } from "zod";
import { ID_MAX } from "../../contract/chat-schemas";
import { BOTS_PAGE_SIZE } from "../../contract/constants";

/** No list has more rows than there are ids (Postgres integers), so no page lies past this one. */
const PAGE_MAX = ID_MAX;
const PAGE_TOO_FAR = `Ask for a page from 1 to ${PAGE_MAX.toLocaleString("en-US")}.`;

/**
 * ?page=&per_page= as Laravel reads them: bad or missing values fall back, per_page is capped. A
 * page number past any list (1e308) is refused with 422: the database could not even count to it.
 */
export const pagingQuery = {
  page: z.coerce
    .number()
    .int()
    .min(1)
    .catch(1)
    .default(1)
    .pipe(z.number().max(PAGE_MAX, PAGE_TOO_FAR)),
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
