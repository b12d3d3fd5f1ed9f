/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ group: NonNullable<unknown> }} Mail_Tickets_SomeoneInputs */

const en_mail_tickets_someone = /** @type {(inputs: Mail_Tickets_SomeoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`A member of ${i?.group}`)
};

const de_mail_tickets_someone = /** @type {(inputs: Mail_Tickets_SomeoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Ein Mitglied von ${i?.group}`)
};

/**
* | output |
* | --- |
* | "A member of {group}" |
*
* @param {Mail_Tickets_SomeoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_someone = /** @type {((inputs: Mail_Tickets_SomeoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_SomeoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_someone(inputs)
	return en_mail_tickets_someone(inputs)
});