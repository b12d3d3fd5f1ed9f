/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown>, when: NonNullable<unknown> }} Mail_Tickets_Match_LineInputs */

const en_mail_tickets_match_line = /** @type {(inputs: Mail_Tickets_Match_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}, ${i?.when}`)
};

const de_mail_tickets_match_line = /** @type {(inputs: Mail_Tickets_Match_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title}, ${i?.when}`)
};

/**
* | output |
* | --- |
* | "{title}, {when}" |
*
* @param {Mail_Tickets_Match_LineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_tickets_match_line = /** @type {((inputs: Mail_Tickets_Match_LineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Tickets_Match_LineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_tickets_match_line(inputs)
	return en_mail_tickets_match_line(inputs)
});