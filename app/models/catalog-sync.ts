import * as m from "~/i18n/paraglide/messages/_index.js";

/**
 * The catalogue sync's messages, kept word for word in English (docs/decisions/007-kept-product-contract.md);
 * server and dashboard share them. Functions, so each is said in the language of the request that asks.
 */
export const GENERATE_SUCCEEDED = () => m.shop_sync_succeeded();
export const GENERATE_FAILED = () => m.shop_sync_failed();
export const PRINTIFY_NOT_CONNECTED = () => m.shop_sync_not_connected();
/** GET /api/{provider}/products when there is nothing to serve (the error its clients already know). */
export const PRINTIFY_FETCH_FAILED = () => m.shop_sync_fetch_failed();
