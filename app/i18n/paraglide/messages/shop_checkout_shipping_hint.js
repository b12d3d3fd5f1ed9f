/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Checkout_Shipping_HintInputs */

const en_shop_checkout_shipping_hint = /** @type {(inputs: Shop_Checkout_Shipping_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print-on-demand items are made and posted to you.`)
};

const de_shop_checkout_shipping_hint = /** @type {(inputs: Shop_Checkout_Shipping_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Print-on-Demand-Artikel werden für dich hergestellt und dir zugeschickt.`)
};

/**
* | output |
* | --- |
* | "Print-on-demand items are made and posted to you." |
*
* @param {Shop_Checkout_Shipping_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_checkout_shipping_hint = /** @type {((inputs?: Shop_Checkout_Shipping_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Checkout_Shipping_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_checkout_shipping_hint(inputs)
	return en_shop_checkout_shipping_hint(inputs)
});