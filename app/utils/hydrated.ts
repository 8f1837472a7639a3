import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False during the server render and the first client render, true once React runs in the browser.
 * Lets a form carry its no-JavaScript fallback (a redirect field, a plain input) only when needed.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
