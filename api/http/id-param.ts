// Ids in paths: routes match digits only; a number past any Postgres id is simply not found.
import { ID_MAX } from "../../contract/chat-schemas";
import { ApiError } from "./envelope";

export function idParam(value: string, notFound: string): number {
  const id = Number(value);
  if (!Number.isSafeInteger(id) || id < 1 || id > ID_MAX) throw new ApiError(404, notFound);
  return id;
}
