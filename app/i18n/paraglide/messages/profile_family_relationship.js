/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Family_RelationshipInputs */

const en_profile_family_relationship = /** @type {(inputs: Profile_Family_RelationshipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Relationship`)
};

const de_profile_family_relationship = /** @type {(inputs: Profile_Family_RelationshipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beziehung`)
};

/**
* | output |
* | --- |
* | "Relationship" |
*
* @param {Profile_Family_RelationshipInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_family_relationship = /** @type {((inputs?: Profile_Family_RelationshipInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Family_RelationshipInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_family_relationship(inputs)
	return en_profile_family_relationship(inputs)
});