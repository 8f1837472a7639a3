// What every console router shares: the paged list query and the id in a path.
import { z } from "zod";
import { pagingQuery } from "../../http/paging";
import { idParam } from "../../http/id-param";
import type { ApiContext } from "../../http/context";

export const pageQuery = z.object({ ...pagingQuery });

/** The `:id` of the path as a number, or 404 with `notFound`. */
export const pathId = (c: ApiContext, notFound: string, name = "id") =>
  idParam(c.req.param(name) ?? "", notFound);
