/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ carrier: NonNullable<unknown>, tracking: NonNullable<unknown> }} Mail_Orders_Carrier_TrackingInputs */

const en_mail_orders_carrier_tracking = /** @type {(inputs: Mail_Orders_Carrier_TrackingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carrier: ${i?.carrier}, tracking number ${i?.tracking}`)
};

const de_mail_orders_carrier_tracking = /** @type {(inputs: Mail_Orders_Carrier_TrackingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versand mit: ${i?.carrier}, Sendungsnummer ${i?.tracking}`)
};

/**
* | output |
* | --- |
* | "Carrier: {carrier}, tracking number {tracking}" |
*
* @param {Mail_Orders_Carrier_TrackingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_carrier_tracking = /** @type {((inputs: Mail_Orders_Carrier_TrackingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_Carrier_TrackingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_carrier_tracking(inputs)
	return en_mail_orders_carrier_tracking(inputs)
});