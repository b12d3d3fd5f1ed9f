/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Mail_Orders_Making_SubjectInputs */

const en_mail_orders_making_subject = /** @type {(inputs: Mail_Orders_Making_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Order #${i?.number} is being made`)
};

const de_mail_orders_making_subject = /** @type {(inputs: Mail_Orders_Making_SubjectInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bestellung #${i?.number} wird gefertigt`)
};

/**
* | output |
* | --- |
* | "Order #{number} is being made" |
*
* @param {Mail_Orders_Making_SubjectInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_orders_making_subject = /** @type {((inputs: Mail_Orders_Making_SubjectInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Orders_Making_SubjectInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_orders_making_subject(inputs)
	return en_mail_orders_making_subject(inputs)
});