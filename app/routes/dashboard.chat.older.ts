// GET /dashboard/chat/older?chat=C&before=M[&limit=N]: the exchanges of a chat before message M, as
// data for the list's "Load older messages" with JavaScript (a fetcher), and to refresh older rows
// shown after the page revalidates. Without JavaScript the same link is the chat page with `&before=M`.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { CHAT_PAGE_MAX, CHAT_PAGE_SIZE, ID_MAX } from "#contract/chat-schemas";
import { requireToken } from "~/utils/auth.server";
import { loadOlderRows } from "~/utils/chat.server";

const id = z.coerce.number().int().positive().max(ID_MAX);
const OlderQuery = z.object({
  chat: id,
  before: id,
  limit: z.coerce.number().int().min(1).max(CHAT_PAGE_MAX).catch(CHAT_PAGE_SIZE),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  const query = OlderQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw new Response("Chat not found", { status: 404 });
  const { chat, before, limit } = query.data;
  return loadOlderRows(request, token, chat, before, limit);
}
