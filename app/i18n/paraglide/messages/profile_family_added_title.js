/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Family_Added_TitleInputs */

const en_profile_family_added_title = /** @type {(inputs: Profile_Family_Added_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Family Member Added`)
};

const de_profile_family_added_title = /** @type {(inputs: Profile_Family_Added_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Familienmitglied hinzugefügt`)
};

/**
* | output |
* | --- |
* | "Family Member Added" |
*
* @param {Profile_Family_Added_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_family_added_title = /** @type {((inputs?: Profile_Family_Added_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Family_Added_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_family_added_title(inputs)
	return en_profile_family_added_title(inputs)
});