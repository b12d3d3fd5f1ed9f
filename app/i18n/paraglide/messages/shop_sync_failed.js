/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Sync_FailedInputs */

const en_shop_sync_failed = /** @type {(inputs: Shop_Sync_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Failed to generate product pages.`)
};

const de_shop_sync_failed = /** @type {(inputs: Shop_Sync_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Produktseiten konnten nicht erstellt werden.`)
};

/**
* | output |
* | --- |
* | "Failed to generate product pages." |
*
* @param {Shop_Sync_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_sync_failed = /** @type {((inputs?: Shop_Sync_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Sync_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_sync_failed(inputs)
	return en_shop_sync_failed(inputs)
});