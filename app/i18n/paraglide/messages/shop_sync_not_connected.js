/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Sync_Not_ConnectedInputs */

const en_shop_sync_not_connected = /** @type {(inputs: Shop_Sync_Not_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printify is not connected: set PRINTIFY_API_TOKEN and PRINTIFY_SHOP_ID.`)
};

const de_shop_sync_not_connected = /** @type {(inputs: Shop_Sync_Not_ConnectedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Printify ist nicht verbunden: Setze PRINTIFY_API_TOKEN und PRINTIFY_SHOP_ID.`)
};

/**
* | output |
* | --- |
* | "Printify is not connected: set PRINTIFY_API_TOKEN and PRINTIFY_SHOP_ID." |
*
* @param {Shop_Sync_Not_ConnectedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_sync_not_connected = /** @type {((inputs?: Shop_Sync_Not_ConnectedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Sync_Not_ConnectedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_sync_not_connected(inputs)
	return en_shop_sync_not_connected(inputs)
});