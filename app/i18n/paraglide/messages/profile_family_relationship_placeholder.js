/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Family_Relationship_PlaceholderInputs */

const en_profile_family_relationship_placeholder = /** @type {(inputs: Profile_Family_Relationship_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner, child, parent…`)
};

const de_profile_family_relationship_placeholder = /** @type {(inputs: Profile_Family_Relationship_PlaceholderInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner:in, Kind, Elternteil …`)
};

/**
* | output |
* | --- |
* | "Partner, child, parent…" |
*
* @param {Profile_Family_Relationship_PlaceholderInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_family_relationship_placeholder = /** @type {((inputs?: Profile_Family_Relationship_PlaceholderInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Family_Relationship_PlaceholderInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_family_relationship_placeholder(inputs)
	return en_profile_family_relationship_placeholder(inputs)
});