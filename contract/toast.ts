// How long a toast stays (docs/requirements/site.md#toasts). Apart from constants.ts: every page
// shows toasts, and the first visit's JavaScript should not carry every other page's constants.
export const TOAST_MS = 3000;
export const ERROR_TOAST_MS = 4000;
