// Right-click, F12 and the devtools/view-source shortcuts are blocked
// (docs/requirements/site.md#app-wide): on in production, off in development, BLOCK_DEVTOOLS=false
// turns it off (root data). It is a nicety, not security: anyone can still open the tools from the
// browser menu. Typing, copy and paste are never touched, and fields keep their context menu (spell
// check, paste).
// The root loads this module once the page is interactive (app/utils/use-block-devtools.ts): the
// first paint does not need it.

function isEditable(target: EventTarget | null) {
  if (!(target instanceof Element)) return false;
  return Boolean(target.closest("input, textarea, select, [contenteditable=''], [contenteditable='true']"));
}

/** F12, Ctrl+Shift+I/J/C and Ctrl+U (Cmd+Option+I/J/C and Cmd+Option+U on macOS). */
export function isBlockedShortcut(
  e: Pick<KeyboardEvent, "key" | "code" | "ctrlKey" | "metaKey" | "shiftKey" | "altKey">,
) {
  if (e.key === "F12") return true;
  if (!(e.ctrlKey || e.metaKey)) return false;
  // The physical key: with Option held, macOS reports another character in `key`.
  const letter = /^Key[A-Z]$/.test(e.code) ? e.code.slice(3).toLowerCase() : e.key.toLowerCase();
  const devtools = e.shiftKey || (e.metaKey && e.altKey);
  if (devtools && (letter === "i" || letter === "j" || letter === "c")) return true;
  return letter === "u" && !e.shiftKey;
}

/** Blocks the shortcuts and the page's context menu until the returned function is called. */
export function blockDevtools(): () => void {
  const onContextMenu = (e: MouseEvent) => {
    if (!isEditable(e.target)) e.preventDefault();
  };
  const onKeyDown = (e: KeyboardEvent) => {
    if (isBlockedShortcut(e)) e.preventDefault();
  };
  // Capture phase on window: before anything on the page can stop the event.
  window.addEventListener("contextmenu", onContextMenu, { capture: true });
  window.addEventListener("keydown", onKeyDown, { capture: true });
  return () => {
    window.removeEventListener("contextmenu", onContextMenu, { capture: true });
    window.removeEventListener("keydown", onKeyDown, { capture: true });
  };
}
