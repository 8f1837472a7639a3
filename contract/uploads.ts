// Pictures people upload: the kinds each form offers and the check the web tier makes before it
// passes a file on. The API checks the bytes again (api/domain/images.ts), whatever the type says.
import { SCREENSHOT_MAX_BYTES } from "./constants";

/**
 * A report's screenshot (docs/requirements/dashboard.md#report) is a PNG, JPEG, JPG or GIF; other
 * files are silently ignored.
 */
const SCREENSHOT_TYPES: readonly string[] = ["image/png", "image/jpeg", "image/jpg", "image/gif"];
export const SCREENSHOT_ACCEPT = "image/png,image/jpeg,image/gif";
/** Profile photos and bot pictures (re-encoded to WebP by the API). */
export const AVATAR_ACCEPT = "image/png,image/jpeg,image/gif,image/webp";

/** A file the report form takes: an allowed kind, not empty, within the size limit. */
export function isAllowedScreenshot(file: unknown): file is File {
  return (
    file instanceof File &&
    file.size > 0 &&
    file.size <= SCREENSHOT_MAX_BYTES &&
    SCREENSHOT_TYPES.includes(file.type)
  );
}
