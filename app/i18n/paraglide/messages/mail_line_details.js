/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Line_DetailsInputs */

const en_mail_line_details = /** @type {(inputs: Mail_Line_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Details: ${i?.url}`)
};

const de_mail_line_details = /** @type {(inputs: Mail_Line_DetailsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Details: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "Details: {url}" |
*
* @param {Mail_Line_DetailsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_line_details = /** @type {((inputs: Mail_Line_DetailsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Line_DetailsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_line_details(inputs)
	return en_mail_line_details(inputs)
});