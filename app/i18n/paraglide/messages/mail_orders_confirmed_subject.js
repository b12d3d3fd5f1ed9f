/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Confirmed_SubjectInputs */

const en_mail_orders_confirmed_subject = /** @type {(inputs: Mail_Orders_Confirmed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number} confirmed`)
};

const de_mail_orders_confirmed_subject = /** @type {(inputs: Mail_Orders_Confirmed_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung #${i?.number} bestätigt`)
};

/**
* | output |
* | --- |
* | "Order #{number} confirmed" |
*
* @param {Mail_Orders_Confirmed_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_confirmed_subject = /** @type {((inputs: Mail_Orders_Confirmed_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_Confirmed_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_confirmed_subject(inputs)
	return en_mail_orders_confirmed_subject(inputs)
});