// Character Card macros: {{char}} / {{user}} (any case, optional inner spaces) and the legacy
// <BOT> / <USER> forms. Replacement is literal (a name containing "$" is inserted as is).

const CHAR_RE = /\{\{\s*char\s*\}\}|<\s*bot\s*>/gi;
const USER_RE = /\{\{\s*user\s*\}\}|<\s*user\s*>/gi;

export function applyMacros(text: string, names: { char: string; user: string }): string {
  if (!text) return "";
  return text.replace(CHAR_RE, () => names.char).replace(USER_RE, () => names.user);
}
