/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Empty_HintInputs */

const en_shop_checkout_empty_hint = /** @type {(inputs: Shop_Checkout_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add something from the shop to check out.`)
};

const de_shop_checkout_empty_hint = /** @type {(inputs: Shop_Checkout_Empty_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leg etwas aus dem Shop in den Warenkorb, um zu bestellen.`)
};

/**
* | output |
* | --- |
* | "Add something from the shop to check out." |
*
* @param {Shop_Checkout_Empty_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_empty_hint = /** @type {((inputs?: Shop_Checkout_Empty_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Empty_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_empty_hint(inputs)
	return en_shop_checkout_empty_hint(inputs)
});