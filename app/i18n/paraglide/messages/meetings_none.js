/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_NoneInputs */

const en_meetings_none = /** @type {(inputs: Meetings_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No general meeting has been called yet.`)
};

const de_meetings_none = /** @type {(inputs: Meetings_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es wurde noch keine Mitgliederversammlung einberufen.`)
};

/**
* | output |
* | --- |
* | "No general meeting has been called yet." |
*
* @param {Meetings_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_none = /** @type {((inputs?: Meetings_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_none(inputs)
	return en_meetings_none(inputs)
});