/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Sync_SucceededInputs */

const en_shop_sync_succeeded = /** @type {(inputs: Shop_Sync_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Product pages generated!`)
};

const de_shop_sync_succeeded = /** @type {(inputs: Shop_Sync_SucceededInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Produktseiten erstellt!`)
};

/**
* | output |
* | --- |
* | "Product pages generated!" |
*
* @param {Shop_Sync_SucceededInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_sync_succeeded = /** @type {((inputs?: Shop_Sync_SucceededInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Sync_SucceededInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_sync_succeeded(inputs)
	return en_shop_sync_succeeded(inputs)
});