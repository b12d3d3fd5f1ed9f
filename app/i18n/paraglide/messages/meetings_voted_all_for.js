/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Meetings_Voted_All_ForInputs */

const en_meetings_voted_all_for = /** @type {(inputs: Meetings_Voted_All_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You have cast every vote of ${i?.name}.`)
};

const de_meetings_voted_all_for = /** @type {(inputs: Meetings_Voted_All_ForInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du hast alle Stimmen von ${i?.name} abgegeben.`)
};

/**
* | output |
* | --- |
* | "You have cast every vote of {name}." |
*
* @param {Meetings_Voted_All_ForInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_voted_all_for = /** @type {((inputs: Meetings_Voted_All_ForInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Voted_All_ForInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_voted_all_for(inputs)
	return en_meetings_voted_all_for(inputs)
});