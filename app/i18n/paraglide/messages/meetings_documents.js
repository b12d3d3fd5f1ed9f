/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_DocumentsInputs */

const en_meetings_documents = /** @type {(inputs: Meetings_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Papers`)
};

const de_meetings_documents = /** @type {(inputs: Meetings_DocumentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unterlagen`)
};

/**
* | output |
* | --- |
* | "Papers" |
*
* @param {Meetings_DocumentsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_documents = /** @type {((inputs?: Meetings_DocumentsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_DocumentsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_documents(inputs)
	return en_meetings_documents(inputs)
});