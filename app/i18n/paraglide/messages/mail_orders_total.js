/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ total: NonNullable<unknown> }} Mail_Orders_TotalInputs */

const en_mail_orders_total = /** @type {(inputs: Mail_Orders_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Total: ${i?.total}`)
};

const de_mail_orders_total = /** @type {(inputs: Mail_Orders_TotalInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gesamt: ${i?.total}`)
};

/**
* | output |
* | --- |
* | "Total: {total}" |
*
* @param {Mail_Orders_TotalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_total = /** @type {((inputs: Mail_Orders_TotalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_TotalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_total(inputs)
	return en_mail_orders_total(inputs)
});