/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Family_Removed_TitleInputs */

const en_profile_family_removed_title = /** @type {(inputs: Profile_Family_Removed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Family Member Removed`)
};

const de_profile_family_removed_title = /** @type {(inputs: Profile_Family_Removed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Familienmitglied entfernt`)
};

/**
* | output |
* | --- |
* | "Family Member Removed" |
*
* @param {Profile_Family_Removed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_family_removed_title = /** @type {((inputs?: Profile_Family_Removed_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Family_Removed_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_family_removed_title(inputs)
	return en_profile_family_removed_title(inputs)
});