/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Placed_DescriptionInputs */

const en_shop_checkout_placed_description = /** @type {(inputs: Shop_Checkout_Placed_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Your order is in.`)
};

const de_shop_checkout_placed_description = /** @type {(inputs: Shop_Checkout_Placed_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Danke! Deine Bestellung ist eingegangen.`)
};

/**
* | output |
* | --- |
* | "Thank you! Your order is in." |
*
* @param {Shop_Checkout_Placed_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_placed_description = /** @type {((inputs?: Shop_Checkout_Placed_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Placed_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_placed_description(inputs)
	return en_shop_checkout_placed_description(inputs)
});