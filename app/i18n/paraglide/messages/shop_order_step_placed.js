/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Order_Step_PlacedInputs */

const en_shop_order_step_placed = /** @type {(inputs: Shop_Order_Step_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Order Placed`)
};

const de_shop_order_step_placed = /** @type {(inputs: Shop_Order_Step_PlacedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bestellt`)
};

/**
* | output |
* | --- |
* | "Order Placed" |
*
* @param {Shop_Order_Step_PlacedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_step_placed = /** @type {((inputs?: Shop_Order_Step_PlacedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_Step_PlacedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_step_placed(inputs)
	return en_shop_order_step_placed(inputs)
});