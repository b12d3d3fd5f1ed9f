/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ tracking: NonNullable<unknown> }} Mail_Orders_TrackingInputs */

const en_mail_orders_tracking = /** @type {(inputs: Mail_Orders_TrackingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Tracking number: ${i?.tracking}`)
};

const de_mail_orders_tracking = /** @type {(inputs: Mail_Orders_TrackingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Sendungsnummer: ${i?.tracking}`)
};

/**
* | output |
* | --- |
* | "Tracking number: {tracking}" |
*
* @param {Mail_Orders_TrackingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_tracking = /** @type {((inputs: Mail_Orders_TrackingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_TrackingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_tracking(inputs)
	return en_mail_orders_tracking(inputs)
});