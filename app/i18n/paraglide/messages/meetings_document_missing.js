/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Document_MissingInputs */

const en_meetings_document_missing = /** @type {(inputs: Meetings_Document_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such paper.`)
};

const de_meetings_document_missing = /** @type {(inputs: Meetings_Document_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Unterlage gibt es nicht.`)
};

/**
* | output |
* | --- |
* | "There is no such paper." |
*
* @param {Meetings_Document_MissingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_document_missing = /** @type {((inputs?: Meetings_Document_MissingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Document_MissingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_document_missing(inputs)
	return en_meetings_document_missing(inputs)
});