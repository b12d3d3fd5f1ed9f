/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Order_ProgressInputs */

const en_shop_order_progress = /** @type {(inputs: Shop_Order_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order progress`)
};

const de_shop_order_progress = /** @type {(inputs: Shop_Order_ProgressInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellfortschritt`)
};

/**
* | output |
* | --- |
* | "Order progress" |
*
* @param {Shop_Order_ProgressInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_progress = /** @type {((inputs?: Shop_Order_ProgressInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_ProgressInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_progress(inputs)
	return en_shop_order_progress(inputs)
});