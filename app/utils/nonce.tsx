import { createContext, useContext } from "react";

// The per-request CSP nonce. Set on the server by entry.server.tsx; empty in the browser, where
// the nonce attribute is hidden from scripts anyway.
const NonceContext = createContext("");
export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
