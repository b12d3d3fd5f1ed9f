/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Collected_TextInputs */

const en_mail_orders_collected_text = /** @type {(inputs: Mail_Orders_Collected_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You collected order #${i?.number}. Enjoy it, and see you at the next match!`)
};

const de_mail_orders_collected_text = /** @type {(inputs: Mail_Orders_Collected_TextInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du hast die Bestellung #${i?.number} abgeholt. Viel Freude damit, und bis zum nächsten Spiel!`)
};

/**
* | output |
* | --- |
* | "You collected order #{number}. Enjoy it, and see you at the next match!" |
*
* @param {Mail_Orders_Collected_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_collected_text = /** @type {((inputs: Mail_Orders_Collected_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_Collected_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_collected_text(inputs)
	return en_mail_orders_collected_text(inputs)
});