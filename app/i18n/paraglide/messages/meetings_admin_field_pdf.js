/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Field_PdfInputs */

const en_meetings_admin_field_pdf = /** @type {(inputs: Meetings_Admin_Field_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF file (at most 5 MB)`)
};

const de_meetings_admin_field_pdf = /** @type {(inputs: Meetings_Admin_Field_PdfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`PDF-Datei (höchstens 5 MB)`)
};

/**
* | output |
* | --- |
* | "PDF file (at most 5 MB)" |
*
* @param {Meetings_Admin_Field_PdfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_field_pdf = /** @type {((inputs?: Meetings_Admin_Field_PdfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Field_PdfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_field_pdf(inputs)
	return en_meetings_admin_field_pdf(inputs)
});