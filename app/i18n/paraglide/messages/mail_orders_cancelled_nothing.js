/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Orders_Cancelled_NothingInputs */

const en_mail_orders_cancelled_nothing = /** @type {(inputs: Mail_Orders_Cancelled_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nothing was charged.`)
};

const de_mail_orders_cancelled_nothing = /** @type {(inputs: Mail_Orders_Cancelled_NothingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es wurde nichts abgebucht.`)
};

/**
* | output |
* | --- |
* | "Nothing was charged." |
*
* @param {Mail_Orders_Cancelled_NothingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_cancelled_nothing = /** @type {((inputs?: Mail_Orders_Cancelled_NothingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_Cancelled_NothingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_cancelled_nothing(inputs)
	return en_mail_orders_cancelled_nothing(inputs)
});