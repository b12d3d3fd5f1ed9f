/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Pdf_RequiredInputs */

const en_meetings_admin_pdf_required = /** @type {(inputs: Meetings_Admin_Pdf_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a PDF file`)
};

const de_meetings_admin_pdf_required = /** @type {(inputs: Meetings_Admin_Pdf_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle eine PDF-Datei`)
};

/**
* | output |
* | --- |
* | "Choose a PDF file" |
*
* @param {Meetings_Admin_Pdf_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_pdf_required = /** @type {((inputs?: Meetings_Admin_Pdf_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Pdf_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_pdf_required(inputs)
	return en_meetings_admin_pdf_required(inputs)
});