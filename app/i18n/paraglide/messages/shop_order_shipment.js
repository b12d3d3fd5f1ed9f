/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Shop_Order_ShipmentInputs */

const en_shop_order_shipment = /** @type {(inputs: Shop_Order_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shipment`)
};

const de_shop_order_shipment = /** @type {(inputs: Shop_Order_ShipmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sendung`)
};

/**
* | output |
* | --- |
* | "Shipment" |
*
* @param {Shop_Order_ShipmentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_order_shipment = /** @type {((inputs?: Shop_Order_ShipmentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Order_ShipmentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_order_shipment(inputs)
	return en_shop_order_shipment(inputs)
});