/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ where: NonNullable<unknown> }} Mail_Line_WhereInputs */

const en_mail_line_where = /** @type {(inputs: Mail_Line_WhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Where: ${i?.where}`)
};

const de_mail_line_where = /** @type {(inputs: Mail_Line_WhereInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wo: ${i?.where}`)
};

/**
* | output |
* | --- |
* | "Where: {where}" |
*
* @param {Mail_Line_WhereInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_line_where = /** @type {((inputs: Mail_Line_WhereInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Line_WhereInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_line_where(inputs)
	return en_mail_line_where(inputs)
});