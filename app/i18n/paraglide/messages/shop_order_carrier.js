/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Order_CarrierInputs */

const en_shop_order_carrier = /** @type {(inputs: Shop_Order_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Carrier`)
};

const de_shop_order_carrier = /** @type {(inputs: Shop_Order_CarrierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Versanddienst`)
};

/**
* | output |
* | --- |
* | "Carrier" |
*
* @param {Shop_Order_CarrierInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_carrier = /** @type {((inputs?: Shop_Order_CarrierInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_CarrierInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_carrier(inputs)
	return en_shop_order_carrier(inputs)
});