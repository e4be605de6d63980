import { createContext, useContext } from "react";

/**
 * The Content-Security-Policy nonce of this response. Set on the server by entry.server; in the
 * browser it is empty (browsers hide the attribute), which is fine: scripts are already running.
 */
const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

export function useNonce(): string {
  return useContext(NonceContext);
}
