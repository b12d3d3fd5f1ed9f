/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Choice_AbstainInputs */

const en_meetings_choice_abstain = /** @type {(inputs: Meetings_Choice_AbstainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abstain`)
};

const de_meetings_choice_abstain = /** @type {(inputs: Meetings_Choice_AbstainInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enthaltung`)
};

/**
* | output |
* | --- |
* | "Abstain" |
*
* @param {Meetings_Choice_AbstainInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_choice_abstain = /** @type {((inputs?: Meetings_Choice_AbstainInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Choice_AbstainInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_choice_abstain(inputs)
	return en_meetings_choice_abstain(inputs)
});