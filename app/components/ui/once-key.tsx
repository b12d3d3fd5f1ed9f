import { useActionData, useLocation } from "@remix-run/react";
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
 * post redirects, to a new location even when it comes back to this page, with no action data: the
 * next intent gets a new key. A refused post (4xx) ends with the page's action data and keeps its
 * key, as does a fetcher's, which stays at its location.
 */
export function OnceKey() {
  const input = useRef<HTMLInputElement>(null);
  const { key: at } = useLocation();
  const answered = useActionData() !== undefined;
  const seenAt = useRef(at);
  useEffect(() => {
    const field = input.current;
    if (field && (!field.value || (seenAt.current !== at && !answered))) field.value = newKey();
    seenAt.current = at;
  }, [at, answered]);
  const rendered = typeof document === "undefined" ? { defaultValue: newKey() } : {};
  return <input ref={input} type="hidden" name={ONCE_KEY_FIELD} {...rendered} suppressHydrationWarning />;
}
