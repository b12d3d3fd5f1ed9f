/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_SummaryInputs */

const en_shop_checkout_summary = /** @type {(inputs: Shop_Checkout_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order summary`)
};

const de_shop_checkout_summary = /** @type {(inputs: Shop_Checkout_SummaryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellübersicht`)
};

/**
* | output |
* | --- |
* | "Order summary" |
*
* @param {Shop_Checkout_SummaryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_summary = /** @type {((inputs?: Shop_Checkout_SummaryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_SummaryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_summary(inputs)
	return en_shop_checkout_summary(inputs)
});