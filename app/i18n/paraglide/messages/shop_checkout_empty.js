/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_EmptyInputs */

const en_shop_checkout_empty = /** @type {(inputs: Shop_Checkout_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your cart is empty.`)
};

const de_shop_checkout_empty = /** @type {(inputs: Shop_Checkout_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Warenkorb ist leer.`)
};

/**
* | output |
* | --- |
* | "Your cart is empty." |
*
* @param {Shop_Checkout_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_empty = /** @type {((inputs?: Shop_Checkout_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_empty(inputs)
	return en_shop_checkout_empty(inputs)
});