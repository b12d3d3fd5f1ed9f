/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ mb: NonNullable<unknown> }} Meetings_Admin_Pdf_Too_BigInputs */

const en_meetings_admin_pdf_too_big = /** @type {(inputs: Meetings_Admin_Pdf_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The file is larger than ${i?.mb} MB`)
};

const de_meetings_admin_pdf_too_big = /** @type {(inputs: Meetings_Admin_Pdf_Too_BigInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Datei ist größer als ${i?.mb} MB`)
};

/**
* | output |
* | --- |
* | "The file is larger than {mb} MB" |
*
* @param {Meetings_Admin_Pdf_Too_BigInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_pdf_too_big = /** @type {((inputs: Meetings_Admin_Pdf_Too_BigInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Pdf_Too_BigInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_pdf_too_big(inputs)
	return en_meetings_admin_pdf_too_big(inputs)
});