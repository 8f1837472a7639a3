// GET /dashboard/characters/{id}/export?format=json|png: "Export JSON / PNG" on My characters. The
// Character Card V2 file (or the PNG carrying it) comes from the API with its name and type.
import type { LoaderFunctionArgs } from "@remix-run/node";
import { z } from "zod";
import { requireToken } from "~/utils/auth.server";
import { CHARACTERS_PAGE } from "~/utils/characters";
import { passDownload } from "~/utils/download.server";

const ExportParams = z.object({
  id: z.coerce.number().int().positive().max(2_147_483_647),
  format: z.enum(["json", "png"]).catch("json"),
});

export async function loader({ request, params }: LoaderFunctionArgs) {
  const token = await requireToken(request);
  const query = ExportParams.safeParse({
    id: params.id,
    format: new URL(request.url).searchParams.get("format") ?? undefined,
  });
  if (!query.success) throw new Response("Character not found", { status: 404 });
  const { id, format } = query.data;
  return passDownload(request, token, `/characters/${id}/export?format=${format}`, {
    failedTo: CHARACTERS_PAGE,
    fallback: "The character could not be exported right now. Please try again in a moment.",
  });
}
