/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Sync_Fetch_FailedInputs */

const en_shop_sync_fetch_failed = /** @type {(inputs: Shop_Sync_Fetch_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to fetch Printify products`)
};

const de_shop_sync_fetch_failed = /** @type {(inputs: Shop_Sync_Fetch_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Printify-Produkte konnten nicht geladen werden`)
};

/**
* | output |
* | --- |
* | "Failed to fetch Printify products" |
*
* @param {Shop_Sync_Fetch_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_sync_fetch_failed = /** @type {((inputs?: Shop_Sync_Fetch_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Sync_Fetch_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_sync_fetch_failed(inputs)
	return en_shop_sync_fetch_failed(inputs)
});