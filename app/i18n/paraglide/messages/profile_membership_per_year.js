/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Profile_Membership_Per_YearInputs */

const en_profile_membership_per_year = /** @type {(inputs: Profile_Membership_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}/year`)
};

const de_profile_membership_per_year = /** @type {(inputs: Profile_Membership_Per_YearInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}/Jahr`)
};

/**
* | output |
* | --- |
* | "{amount}/year" |
*
* @param {Profile_Membership_Per_YearInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_membership_per_year = /** @type {((inputs: Profile_Membership_Per_YearInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Membership_Per_YearInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_membership_per_year(inputs)
	return en_profile_membership_per_year(inputs)
});