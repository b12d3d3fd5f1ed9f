import { useLocation } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { ONCE_KEY_FIELD } from "~/models/request-keys";

/** 128 random bits; getRandomValues also works on a page not served over HTTPS, unlike randomUUID. */
const newKey = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");

/**
 * The form's one-time key (models/request-keys.server.ts): a hidden field made when the page is
 * rendered. The server writes it into the page, so a form sent without JavaScript has it. In the
 * browser the field gets no value prop (React would overwrite the server's value on hydration):
 * an effect gives a key to a field rendered by a client-side navigation and keeps the one that is
 * there, so a form sent before or after the JavaScript arrives carries the same key. A successful
 * post redirects, to a new location even when it comes back to this page: the next intent gets a
 * new key. A refused post (4xx) stays at its location and keeps its key.
 */
export function OnceKey() {
  const input = useRef<HTMLInputElement>(null);
  const { key: at } = useLocation();
  const seenAt = useRef(at);
  useEffect(() => {
    const field = input.current;
    if (field && (!field.value || seenAt.current !== at)) field.value = newKey();
    seenAt.current = at;
  }, [at]);
  const rendered = typeof document === "undefined" ? { defaultValue: newKey() } : {};
  return <input ref={input} type="hidden" name={ONCE_KEY_FIELD} {...rendered} suppressHydrationWarning />;
}
