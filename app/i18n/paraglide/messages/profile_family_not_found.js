/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Family_Not_FoundInputs */

const en_profile_family_not_found = /** @type {(inputs: Profile_Family_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That family member was not found.`)
};

const de_profile_family_not_found = /** @type {(inputs: Profile_Family_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Familienmitglied gibt es nicht.`)
};

/**
* | output |
* | --- |
* | "That family member was not found." |
*
* @param {Profile_Family_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_family_not_found = /** @type {((inputs?: Profile_Family_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Family_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_family_not_found(inputs)
	return en_profile_family_not_found(inputs)
});