import * as m from "../i18n/paraglide/messages/_index.js";

/**
 * Message texts used in more than one place, word for word as supporters know them
 * (docs/decisions/007-kept-product-contract.md), in the page's language: functions, so each call
 * is written in the language of the request it answers.
 */
export const LOGGED_OUT = () => ({ title: m.common_unauthorized(), message: m.common_logged_out() });
export const ADMIN_ONLY = () => ({ title: m.common_unauthorized(), message: m.common_admin_only() });
export const TICKET_LOGIN_REQUIRED = () => ({ title: m.common_login_required(), message: m.common_ticket_login_required() });
/** A listing that could not be saved. */
export const LISTING_CREATE_FAILED = () => ({ title: m.common_error(), message: m.common_listing_create_failed() });
export const LISTING_UPDATE_FAILED = () => ({ title: m.common_error(), message: m.common_listing_update_failed() });
export const PROFILE_LOGGED_OUT = () => ({ title: m.common_access_denied(), message: m.common_profile_logged_out() });
/** Privacy Settings: the only admin cannot delete their account (the confirmation step and the refused deletion). */
export const LAST_ADMIN_MESSAGE = () => m.common_last_admin();

/** How long a notice stays before the browser moves on (kept: docs/decisions/007-kept-product-contract.md). */
export const SETTINGS_LOGIN_DELAY_MS = 500;
export const PROFILE_LOGIN_DELAY_MS = 2000;
export const TICKET_LOGIN_DELAY_MS = 1000;

/** One-time keys (models/request-keys.server.ts): a key reused for another form or address, a key too long, a first request still running. */
export const ONCE_KEY_REUSED = () => m.common_once_key_reused();
export const ONCE_KEY_TOO_LONG = () => m.common_once_key_too_long();
export const ONCE_KEY_BUSY = () => m.common_once_key_busy();
