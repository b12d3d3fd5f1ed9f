/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Family_EmptyInputs */

const en_profile_family_empty = /** @type {(inputs: Profile_Family_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No family members added yet.`)
};

const de_profile_family_empty = /** @type {(inputs: Profile_Family_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Familienmitglieder eingetragen.`)
};

/**
* | output |
* | --- |
* | "No family members added yet." |
*
* @param {Profile_Family_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_family_empty = /** @type {((inputs?: Profile_Family_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Family_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_family_empty(inputs)
	return en_profile_family_empty(inputs)
});