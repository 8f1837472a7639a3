// The devtools blocker (app/utils/block-devtools.ts) is loaded after hydration, in its own small
// chunk: nothing on the first paint needs it, and the first visit's JavaScript has a budget.
import { useEffect } from "react";

export function useBlockDevtools(enabled: boolean) {
  useEffect(() => {
    if (!enabled) return;
    let unblock: (() => void) | undefined;
    let unmounted = false;
    void import("./block-devtools").then(({ blockDevtools }) => {
      if (!unmounted) unblock = blockDevtools();
    });
    return () => {
      unmounted = true;
      unblock?.();
    };
  }, [enabled]);
}
