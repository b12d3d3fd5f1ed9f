/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_PlacingInputs */

const en_shop_checkout_placing = /** @type {(inputs: Shop_Checkout_PlacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Placing order...`)
};

const de_shop_checkout_placing = /** @type {(inputs: Shop_Checkout_PlacingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellung wird aufgegeben …`)
};

/**
* | output |
* | --- |
* | "Placing order..." |
*
* @param {Shop_Checkout_PlacingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_placing = /** @type {((inputs?: Shop_Checkout_PlacingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_PlacingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_placing(inputs)
	return en_shop_checkout_placing(inputs)
});