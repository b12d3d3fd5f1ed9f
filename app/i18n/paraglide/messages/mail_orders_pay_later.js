/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Orders_Pay_LaterInputs */

const en_mail_orders_pay_later = /** @type {(inputs: Mail_Orders_Pay_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment: pay at pickup or on invoice. We will mark the order paid once we receive it.`)
};

const de_mail_orders_pay_later = /** @type {(inputs: Mail_Orders_Pay_LaterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlung: bei Abholung oder auf Rechnung. Wir markieren die Bestellung als bezahlt, sobald das Geld da ist.`)
};

/**
* | output |
* | --- |
* | "Payment: pay at pickup or on invoice. We will mark the order paid once we receive it." |
*
* @param {Mail_Orders_Pay_LaterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_pay_later = /** @type {((inputs?: Mail_Orders_Pay_LaterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_Pay_LaterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_pay_later(inputs)
	return en_mail_orders_pay_later(inputs)
});