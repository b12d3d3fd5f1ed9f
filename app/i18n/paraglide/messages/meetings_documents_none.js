/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Documents_NoneInputs */

const en_meetings_documents_none = /** @type {(inputs: Meetings_Documents_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No papers yet.`)
};

const de_meetings_documents_none = /** @type {(inputs: Meetings_Documents_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Unterlagen.`)
};

/**
* | output |
* | --- |
* | "No papers yet." |
*
* @param {Meetings_Documents_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_documents_none = /** @type {((inputs?: Meetings_Documents_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Documents_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_documents_none(inputs)
	return en_meetings_documents_none(inputs)
});