/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Profile_Family_RemovedInputs */

const en_profile_family_removed = /** @type {(inputs: Profile_Family_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} is no longer part of your household.`)
};

const de_profile_family_removed = /** @type {(inputs: Profile_Family_RemovedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.name} gehört nicht mehr zu deinem Haushalt.`)
};

/**
* | output |
* | --- |
* | "{name} is no longer part of your household." |
*
* @param {Profile_Family_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_family_removed = /** @type {((inputs: Profile_Family_RemovedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Family_RemovedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_family_removed(inputs)
	return en_profile_family_removed(inputs)
});