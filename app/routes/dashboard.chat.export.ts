// GET /dashboard/chat/export?chat=ID&format=md|json: "Export as Markdown / JSON" in the chat menu.
// The file (its name and type too) is the API's, streamed on by passDownload.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireToken } from "~/utils/auth.server";
import { passDownload } from "~/utils/download.server";

const ExportQuery = z.object({
  chat: z.coerce.number().int().positive().max(2_147_483_647),
  format: z.enum(["md", "json"]).catch("md"),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  const query = ExportQuery.safeParse(Object.fromEntries(new URL(request.url).searchParams));
  if (!query.success) throw new Response("Chat not found", { status: 404 });
  const { chat, format } = query.data;
  return passDownload(request, token, `/chats/${chat}/export?format=${format}`, {
    failedTo: `/dashboard/chat?chat=${chat}`,
    fallback: "The chat could not be exported right now. Please try again in a moment.",
  });
}
