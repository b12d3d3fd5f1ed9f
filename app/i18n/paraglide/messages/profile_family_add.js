/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Family_AddInputs */

const en_profile_family_add = /** @type {(inputs: Profile_Family_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add Family Member`)
};

const de_profile_family_add = /** @type {(inputs: Profile_Family_AddInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Familienmitglied hinzufügen`)
};

/**
* | output |
* | --- |
* | "Add Family Member" |
*
* @param {Profile_Family_AddInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_family_add = /** @type {((inputs?: Profile_Family_AddInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Family_AddInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_family_add(inputs)
	return en_profile_family_add(inputs)
});