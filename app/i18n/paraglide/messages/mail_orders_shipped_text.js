/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Shipped_TextInputs */

const en_mail_orders_shipped_text = /** @type {(inputs: Mail_Orders_Shipped_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your order #${i?.number} is on its way.`)
};

const de_mail_orders_shipped_text = /** @type {(inputs: Mail_Orders_Shipped_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Bestellung #${i?.number} ist unterwegs.`)
};

/**
* | output |
* | --- |
* | "Your order #{number} is on its way." |
*
* @param {Mail_Orders_Shipped_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_shipped_text = /** @type {((inputs: Mail_Orders_Shipped_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_Shipped_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_shipped_text(inputs)
	return en_mail_orders_shipped_text(inputs)
});