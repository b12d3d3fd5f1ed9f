/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Delivered_TextInputs */

const en_mail_orders_delivered_text = /** @type {(inputs: Mail_Orders_Delivered_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your order #${i?.number} has been delivered. Enjoy it, and see you at the next match!`)
};

const de_mail_orders_delivered_text = /** @type {(inputs: Mail_Orders_Delivered_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Bestellung #${i?.number} wurde zugestellt. Viel Freude damit, und bis zum nächsten Spiel!`)
};

/**
* | output |
* | --- |
* | "Your order #{number} has been delivered. Enjoy it, and see you at the next match!" |
*
* @param {Mail_Orders_Delivered_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_delivered_text = /** @type {((inputs: Mail_Orders_Delivered_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_Delivered_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_delivered_text(inputs)
	return en_mail_orders_delivered_text(inputs)
});