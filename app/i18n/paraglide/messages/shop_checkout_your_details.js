/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Your_DetailsInputs */

const en_shop_checkout_your_details = /** @type {(inputs: Shop_Checkout_Your_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your details`)
};

const de_shop_checkout_your_details = /** @type {(inputs: Shop_Checkout_Your_DetailsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Angaben`)
};

/**
* | output |
* | --- |
* | "Your details" |
*
* @param {Shop_Checkout_Your_DetailsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_your_details = /** @type {((inputs?: Shop_Checkout_Your_DetailsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Your_DetailsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_your_details(inputs)
	return en_shop_checkout_your_details(inputs)
});