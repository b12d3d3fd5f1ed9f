/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ whose: NonNullable<unknown> }} Profile_Loyalty_Lines_OfInputs */

const en_profile_loyalty_lines_of = /** @type {(inputs: Profile_Loyalty_Lines_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.whose} points, line by line`)
};

const de_profile_loyalty_lines_of = /** @type {(inputs: Profile_Loyalty_Lines_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Punkte im Einzelnen: ${i?.whose}`)
};

/**
* | output |
* | --- |
* | "{whose} points, line by line" |
*
* @param {Profile_Loyalty_Lines_OfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_loyalty_lines_of = /** @type {((inputs: Profile_Loyalty_Lines_OfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Loyalty_Lines_OfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_loyalty_lines_of(inputs)
	return en_profile_loyalty_lines_of(inputs)
});