/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Complete_PaidInputs */

const en_shop_complete_paid = /** @type {(inputs: Shop_Complete_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid by card. Thank you!`)
};

const de_shop_complete_paid = /** @type {(inputs: Shop_Complete_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Karte bezahlt. Danke!`)
};

/**
* | output |
* | --- |
* | "Paid by card. Thank you!" |
*
* @param {Shop_Complete_PaidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_complete_paid = /** @type {((inputs?: Shop_Complete_PaidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Complete_PaidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_complete_paid(inputs)
	return en_shop_complete_paid(inputs)
});