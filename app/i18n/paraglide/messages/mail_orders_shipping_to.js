/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ address: NonNullable<unknown> }} Mail_Orders_Shipping_ToInputs */

const en_mail_orders_shipping_to = /** @type {(inputs: Mail_Orders_Shipping_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Shipping to: ${i?.address}.`)
};

const de_mail_orders_shipping_to = /** @type {(inputs: Mail_Orders_Shipping_ToInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Versand an: ${i?.address}.`)
};

/**
* | output |
* | --- |
* | "Shipping to: {address}." |
*
* @param {Mail_Orders_Shipping_ToInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_shipping_to = /** @type {((inputs: Mail_Orders_Shipping_ToInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_Shipping_ToInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_shipping_to(inputs)
	return en_mail_orders_shipping_to(inputs)
});