/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Family_HeadingInputs */

const en_profile_family_heading = /** @type {(inputs: Profile_Family_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Family Members`)
};

const de_profile_family_heading = /** @type {(inputs: Profile_Family_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Familienmitglieder`)
};

/**
* | output |
* | --- |
* | "Family Members" |
*
* @param {Profile_Family_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_family_heading = /** @type {((inputs?: Profile_Family_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Family_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_family_heading(inputs)
	return en_profile_family_heading(inputs)
});