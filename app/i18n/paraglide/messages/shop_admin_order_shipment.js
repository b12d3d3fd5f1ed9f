/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ carrier: NonNullable<unknown>, trackingNumber: NonNullable<unknown> }} Shop_Admin_Order_ShipmentInputs */

const en_shop_admin_order_shipment = /** @type {(inputs: Shop_Admin_Order_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shipment: ${i?.carrier} ${i?.trackingNumber}`)
};

const de_shop_admin_order_shipment = /** @type {(inputs: Shop_Admin_Order_ShipmentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sendung: ${i?.carrier} ${i?.trackingNumber}`)
};

/**
* | output |
* | --- |
* | "Shipment: {carrier} {trackingNumber}" |
*
* @param {Shop_Admin_Order_ShipmentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const shop_admin_order_shipment = /** @type {((inputs: Shop_Admin_Order_ShipmentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Shop_Admin_Order_ShipmentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_shop_admin_order_shipment(inputs)
	return en_shop_admin_order_shipment(inputs)
});