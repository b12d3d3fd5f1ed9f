/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Choice_ForInputs */

const en_meetings_choice_for = /** @type {(inputs: Meetings_Choice_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For`)
};

const de_meetings_choice_for = /** @type {(inputs: Meetings_Choice_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dafür`)
};

/**
* | output |
* | --- |
* | "For" |
*
* @param {Meetings_Choice_ForInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_choice_for = /** @type {((inputs?: Meetings_Choice_ForInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Choice_ForInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_choice_for(inputs)
	return en_meetings_choice_for(inputs)
});