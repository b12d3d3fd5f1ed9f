/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Col_ChoiceInputs */

const en_meetings_col_choice = /** @type {(inputs: Meetings_Col_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choice`)
};

const de_meetings_col_choice = /** @type {(inputs: Meetings_Col_ChoiceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wahl`)
};

/**
* | output |
* | --- |
* | "Choice" |
*
* @param {Meetings_Col_ChoiceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_col_choice = /** @type {((inputs?: Meetings_Col_ChoiceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Col_ChoiceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_col_choice(inputs)
	return en_meetings_col_choice(inputs)
});