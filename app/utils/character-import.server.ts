// Import a Character Card in two plain-form steps: the file is read without saving
// (`dry_run=1`), the page shows what was read, then "Save character" sends back the upload's id
// with the chosen visibility and category. Works the same with JavaScript off.
import { parseWithZod } from "@conform-to/zod";
import { data } from "@remix-run/node";
import {
  CHARACTER_COPY,
  CHARACTER_LIMITS,
  characterImportSchema,
  type CharacterImportPreview,
} from "#contract/characters";
import { endpoints } from "#contract/endpoints";
import { callApi } from "./api.server";
import { guard } from "./chat.server";
import { CHARACTERS_PAGE } from "./characters";
import { redirectWithSuccess } from "./toast.server";
import { readForm } from "./request.server";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Larger PNGs are not repeated into the page as the preview's picture. */
const PREVIEW_IMAGE_MAX_BYTES = 2 * 1024 * 1024;

/** The card's own picture for the preview, when the file is a PNG (judged by its bytes). */
async function pictureOf(file: File) {
  if (file.size > PREVIEW_IMAGE_MAX_BYTES) return null;
  const bytes = Buffer.from(await file.arrayBuffer());
  if (!PNG_SIGNATURE.every((b, i) => bytes[i] === b)) return null;
  return `data:image/png;base64,${bytes.toString("base64")}`;
}

export type ImportReply =
  | { step: "preview"; preview: CharacterImportPreview; picture: string | null; fileName: string }
  | { step: "file"; error: string };

/** Step 1: the file is read by the API and nothing is saved. */
async function previewStep(request: Request, token: string, formData: FormData) {
  const file = formData.get("file");
  const refuse = (error: string, status = 422) => data<ImportReply>({ step: "file", error }, { status });
  if (!(file instanceof File) || file.size === 0) return refuse(CHARACTER_COPY.fileRequired);
  if (file.size > CHARACTER_LIMITS.importBytes) return refuse(CHARACTER_COPY.fileTooLarge, 413);
  const form = new FormData();
  form.set("file", file, file.name || "card");
  const result = await guard(
    request,
    await callApi(endpoints["POST /characters/import?dry_run=1"], { token, request, form }),
  );
  if (!result.ok) return refuse(result.errors?.file?.[0] ?? result.message, result.status);
  return data<ImportReply>({
    step: "preview",
    preview: result.data,
    picture: await pictureOf(file),
    fileName: file.name,
  });
}

/** Step 2: save what was previewed. */
async function saveStep(request: Request, token: string, formData: FormData) {
  const submission = parseWithZod(formData, { schema: characterImportSchema });
  if (submission.status !== "success") {
    return data<ImportReply>({ step: "file", error: CHARACTER_COPY.uploadIdRequired }, { status: 422 });
  }
  const result = await guard(
    request,
    await callApi(endpoints["POST /characters/import"], { token, request, json: submission.value }),
  );
  if (!result.ok) {
    // The preview lived in the last answer only: the file is chosen again, with the reason shown.
    const error = result.errors?.upload_id?.[0] ?? result.message;
    return data<ImportReply>({ step: "file", error }, { status: result.status });
  }
  throw await redirectWithSuccess(CHARACTERS_PAGE, result.message || CHARACTER_COPY.imported);
}

export async function importAction(request: Request, token: string) {
  const formData = await readForm(request);
  return formData.get("intent") === "save"
    ? saveStep(request, token, formData)
    : previewStep(request, token, formData);
}
