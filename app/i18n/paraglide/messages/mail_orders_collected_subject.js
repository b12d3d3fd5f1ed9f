/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Collected_SubjectInputs */

const en_mail_orders_collected_subject = /** @type {(inputs: Mail_Orders_Collected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number} collected`)
};

const de_mail_orders_collected_subject = /** @type {(inputs: Mail_Orders_Collected_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung #${i?.number} abgeholt`)
};

/**
* | output |
* | --- |
* | "Order #{number} collected" |
*
* @param {Mail_Orders_Collected_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_collected_subject = /** @type {((inputs: Mail_Orders_Collected_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_Collected_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_collected_subject(inputs)
	return en_mail_orders_collected_subject(inputs)
});