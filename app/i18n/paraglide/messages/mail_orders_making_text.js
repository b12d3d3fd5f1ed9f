/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Making_TextInputs */

const en_mail_orders_making_text = /** @type {(inputs: Mail_Orders_Making_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your order #${i?.number} is being printed and packed. We will email you again when it ships.`)
};

const de_mail_orders_making_text = /** @type {(inputs: Mail_Orders_Making_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Bestellung #${i?.number} wird gedruckt und gepackt. Wir schreiben dir wieder, sobald sie verschickt ist.`)
};

/**
* | output |
* | --- |
* | "Your order #{number} is being printed and packed. We will email you again when it ships." |
*
* @param {Mail_Orders_Making_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_making_text = /** @type {((inputs: Mail_Orders_Making_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_Making_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_making_text(inputs)
	return en_mail_orders_making_text(inputs)
});