/** The hidden form field that carries a page's one-time key (components/ui/once-key.tsx writes it, request-keys.server.ts reads it). */
export const ONCE_KEY_FIELD = "_key";
