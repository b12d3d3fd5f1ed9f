/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ carrier: NonNullable<unknown> }} Mail_Orders_CarrierInputs */

const en_mail_orders_carrier = /** @type {(inputs: Mail_Orders_CarrierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Carrier: ${i?.carrier}`)
};

const de_mail_orders_carrier = /** @type {(inputs: Mail_Orders_CarrierInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versand mit: ${i?.carrier}`)
};

/**
* | output |
* | --- |
* | "Carrier: {carrier}" |
*
* @param {Mail_Orders_CarrierInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_carrier = /** @type {((inputs: Mail_Orders_CarrierInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_CarrierInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_carrier(inputs)
	return en_mail_orders_carrier(inputs)
});