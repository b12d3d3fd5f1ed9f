/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Order_PickupInputs */

const en_shop_order_pickup = /** @type {(inputs: Shop_Order_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pickup`)
};

const de_shop_order_pickup = /** @type {(inputs: Shop_Order_PickupInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abholung`)
};

/**
* | output |
* | --- |
* | "Pickup" |
*
* @param {Shop_Order_PickupInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_pickup = /** @type {((inputs?: Shop_Order_PickupInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_PickupInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_pickup(inputs)
	return en_shop_order_pickup(inputs)
});