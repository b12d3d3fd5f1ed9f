/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Profile_Family_AddedInputs */

const en_profile_family_added = /** @type {(inputs: Profile_Family_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is now part of your household.`)
};

const de_profile_family_added = /** @type {(inputs: Profile_Family_AddedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} gehört jetzt zu deinem Haushalt.`)
};

/**
* | output |
* | --- |
* | "{name} is now part of your household." |
*
* @param {Profile_Family_AddedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_family_added = /** @type {((inputs: Profile_Family_AddedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Family_AddedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_family_added(inputs)
	return en_profile_family_added(inputs)
});