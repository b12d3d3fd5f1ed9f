/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Cart_ContinueInputs */

const en_shop_cart_continue = /** @type {(inputs: Shop_Cart_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Continue shopping`)
};

const de_shop_cart_continue = /** @type {(inputs: Shop_Cart_ContinueInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weiter einkaufen`)
};

/**
* | output |
* | --- |
* | "Continue shopping" |
*
* @param {Shop_Cart_ContinueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_cart_continue = /** @type {((inputs?: Shop_Cart_ContinueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Cart_ContinueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_cart_continue(inputs)
	return en_shop_cart_continue(inputs)
});