/** Message texts used in more than one place, word for word as supporters know them (docs/decisions/007-kept-product-contract.md). */
export const LOGGED_OUT = { title: "Unauthorized", message: "You are logged out. Logging in again..." } as const;
export const ADMIN_ONLY = { title: "Unauthorized", message: "Admin access required. Redirecting..." } as const;
export const TICKET_LOGIN_REQUIRED = { title: "Login Required", message: "Please log in to create a ticket listing." } as const;
/** A listing that could not be saved. */
export const LISTING_CREATE_FAILED = { title: "Error", message: "Failed to create listing. Please try again." } as const;
export const LISTING_UPDATE_FAILED = { title: "Error", message: "Failed to update listing. Please try again." } as const;
export const PROFILE_LOGGED_OUT = { title: "Access Denied", message: "Please log in to view your profile." } as const;
/** Privacy Settings: the only admin cannot delete their account (the confirmation step and the refused deletion). */
export const LAST_ADMIN_MESSAGE = "You are the only admin. Make another member an admin before deleting your account.";

/** How long a notice stays before the browser moves on (kept: docs/decisions/007-kept-product-contract.md). */
export const SETTINGS_LOGIN_DELAY_MS = 500;
export const PROFILE_LOGIN_DELAY_MS = 2000;
export const TICKET_LOGIN_DELAY_MS = 1000;

/** One-time keys (models/request-keys.server.ts): a key reused for another form or address, a key too long, a first request still running. */
export const ONCE_KEY_REUSED = "This one-time key was already used for a different request. Reload the page and try again.";
export const ONCE_KEY_TOO_LONG = "The one-time key (Idempotency-Key) is too long: 255 characters at most.";
export const ONCE_KEY_BUSY = "The same request is still being processed. Please wait a moment and try again.";
