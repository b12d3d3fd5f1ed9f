import { createContext, useContext } from "react";

/**
 * What only the server's render knows, for the document: the per-request CSP nonce, and for an
 * answer with an error status the line with the request's id (HTML, from utils/log.server). In the
 * browser both are empty: the nonce is no longer needed, and the line stays as the server sent it.
 */
const ServerRenderContext = createContext<{ nonce: string; reference: string | null }>({ nonce: "", reference: null });

export const ServerRenderProvider = ServerRenderContext.Provider;
export const useNonce = () => useContext(ServerRenderContext).nonce;

/**
 * An error page's reference for a member to quote (the log has the same id). The browser keeps the
 * line as the server wrote it: React leaves an element's dangerouslySetInnerHTML as it is when it
 * hydrates. An error met later, on a page loaded in the browser, came from another request: it
 * shows no id rather than a wrong one. Empty (every other page), it takes no room; the line brings
 * its own classes, so the browser's copy of this component stays a few bytes.
 */
export function RequestReference() {
  const html = useContext(ServerRenderContext).reference ?? "";
  return <div dangerouslySetInnerHTML={{ __html: html }} />;
}
