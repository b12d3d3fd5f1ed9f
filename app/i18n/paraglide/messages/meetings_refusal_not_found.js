/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Refusal_Not_FoundInputs */

const en_meetings_refusal_not_found = /** @type {(inputs: Meetings_Refusal_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`There is no such general meeting.`)
};

const de_meetings_refusal_not_found = /** @type {(inputs: Meetings_Refusal_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Mitgliederversammlung gibt es nicht.`)
};

/**
* | output |
* | --- |
* | "There is no such general meeting." |
*
* @param {Meetings_Refusal_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_not_found = /** @type {((inputs?: Meetings_Refusal_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_not_found(inputs)
	return en_meetings_refusal_not_found(inputs)
});