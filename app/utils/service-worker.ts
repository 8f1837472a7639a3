// The installable app, browser side: registers public/sw.js in production builds, and
// keeps the browser's install offer (beforeinstallprompt) for the "Install app" entry. The offer
// can come before React hydrates, so it is caught when this module loads, not in an effect.
import { useEffect, useSyncExternalStore } from "react";

/** Chromium's install offer; not in the DOM typings. */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: "accepted" | "dismissed" }>;
}

let offer: InstallPromptEvent | null = null;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

if (typeof window !== "undefined") {
  window.addEventListener("beforeinstallprompt", (event) => {
    // Keep the browser's own mini-bar away: the account menu offers it instead.
    event.preventDefault();
    offer = event as InstallPromptEvent;
    changed();
  });
  window.addEventListener("appinstalled", () => {
    offer = null;
    changed();
  });
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/** The install offer, when the browser made one; `install()` shows the browser's own dialog. */
export function useInstallPrompt() {
  const available = useSyncExternalStore(
    subscribe,
    () => offer !== null,
    () => false,
  );
  return {
    available,
    async install() {
      const event = offer;
      if (!event) return;
      // An offer can be shown once; whatever the answer, it is used up.
      offer = null;
      changed();
      await event.prompt();
      await event.userChoice.catch(() => undefined);
    },
  };
}

/** Registers the service worker once the page has loaded; production builds only (dev has HMR). */
export function useServiceWorker() {
  useEffect(() => {
    if (!import.meta.env.PROD || !("serviceWorker" in navigator)) return;
    const register = () => {
      navigator.serviceWorker.register("/sw.js", { scope: "/" }).catch((err: unknown) => {
        console.warn("Service worker not registered:", err);
      });
    };
    if (document.readyState === "complete") register();
    else {
      window.addEventListener("load", register, { once: true });
      return () => window.removeEventListener("load", register);
    }
  }, []);
}
