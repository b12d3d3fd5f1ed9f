/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Pdf_Not_PdfInputs */

const en_meetings_admin_pdf_not_pdf = /** @type {(inputs: Meetings_Admin_Pdf_Not_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This file is not a PDF`)
};

const de_meetings_admin_pdf_not_pdf = /** @type {(inputs: Meetings_Admin_Pdf_Not_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Datei ist kein PDF`)
};

/**
* | output |
* | --- |
* | "This file is not a PDF" |
*
* @param {Meetings_Admin_Pdf_Not_PdfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_pdf_not_pdf = /** @type {((inputs?: Meetings_Admin_Pdf_Not_PdfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Pdf_Not_PdfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_pdf_not_pdf(inputs)
	return en_meetings_admin_pdf_not_pdf(inputs)
});