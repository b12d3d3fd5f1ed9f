/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ pickup: NonNullable<unknown> }} Mail_Orders_Pickup_AtInputs */

const en_mail_orders_pickup_at = /** @type {(inputs: Mail_Orders_Pickup_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Collect your event-pickup items at: ${i?.pickup}.`)
};

const de_mail_orders_pickup_at = /** @type {(inputs: Mail_Orders_Pickup_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Artikel zur Abholung bekommst du hier: ${i?.pickup}.`)
};

/**
* | output |
* | --- |
* | "Collect your event-pickup items at: {pickup}." |
*
* @param {Mail_Orders_Pickup_AtInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_pickup_at = /** @type {((inputs: Mail_Orders_Pickup_AtInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_Pickup_AtInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_pickup_at(inputs)
	return en_mail_orders_pickup_at(inputs)
});