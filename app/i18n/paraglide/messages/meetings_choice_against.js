/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Choice_AgainstInputs */

const en_meetings_choice_against = /** @type {(inputs: Meetings_Choice_AgainstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Against`)
};

const de_meetings_choice_against = /** @type {(inputs: Meetings_Choice_AgainstInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dagegen`)
};

/**
* | output |
* | --- |
* | "Against" |
*
* @param {Meetings_Choice_AgainstInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_choice_against = /** @type {((inputs?: Meetings_Choice_AgainstInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Choice_AgainstInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_choice_against(inputs)
	return en_meetings_choice_against(inputs)
});