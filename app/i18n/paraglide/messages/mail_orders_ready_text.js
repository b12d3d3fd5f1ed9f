/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Ready_TextInputs */

const en_mail_orders_ready_text = /** @type {(inputs: Mail_Orders_Ready_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your order #${i?.number} is packed and ready for pickup.`)
};

const de_mail_orders_ready_text = /** @type {(inputs: Mail_Orders_Ready_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Bestellung #${i?.number} ist gepackt und liegt zur Abholung bereit.`)
};

/**
* | output |
* | --- |
* | "Your order #{number} is packed and ready for pickup." |
*
* @param {Mail_Orders_Ready_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_ready_text = /** @type {((inputs: Mail_Orders_Ready_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_Ready_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_ready_text(inputs)
	return en_mail_orders_ready_text(inputs)
});