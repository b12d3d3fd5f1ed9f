/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ kb: NonNullable<unknown> }} Meetings_Document_PdfInputs */

const en_meetings_document_pdf = /** @type {(inputs: Meetings_Document_PdfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PDF, ${i?.kb} KB`)
};

const de_meetings_document_pdf = /** @type {(inputs: Meetings_Document_PdfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`PDF, ${i?.kb} KB`)
};

/**
* | output |
* | --- |
* | "PDF, {kb} KB" |
*
* @param {Meetings_Document_PdfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_document_pdf = /** @type {((inputs: Meetings_Document_PdfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Document_PdfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_document_pdf(inputs)
	return en_meetings_document_pdf(inputs)
});