/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown>, pickup: NonNullable<unknown> }} Mail_Orders_Ready_Text_AtInputs */

const en_mail_orders_ready_text_at = /** @type {(inputs: Mail_Orders_Ready_Text_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your order #${i?.number} is packed and ready for pickup at ${i?.pickup}.`)
};

const de_mail_orders_ready_text_at = /** @type {(inputs: Mail_Orders_Ready_Text_AtInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Bestellung #${i?.number} ist gepackt und liegt zur Abholung bereit: ${i?.pickup}.`)
};

/**
* | output |
* | --- |
* | "Your order #{number} is packed and ready for pickup at {pickup}." |
*
* @param {Mail_Orders_Ready_Text_AtInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_ready_text_at = /** @type {((inputs: Mail_Orders_Ready_Text_AtInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_Ready_Text_AtInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_ready_text_at(inputs)
	return en_mail_orders_ready_text_at(inputs)
});