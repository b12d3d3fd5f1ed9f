/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Orders_PaidInputs */

const en_mail_orders_paid = /** @type {(inputs: Mail_Orders_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid by card. Thank you!`)
};

const de_mail_orders_paid = /** @type {(inputs: Mail_Orders_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Karte bezahlt. Danke!`)
};

/**
* | output |
* | --- |
* | "Paid by card. Thank you!" |
*
* @param {Mail_Orders_PaidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_paid = /** @type {((inputs?: Mail_Orders_PaidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_PaidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_paid(inputs)
	return en_mail_orders_paid(inputs)
});