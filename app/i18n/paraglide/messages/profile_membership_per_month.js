/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ amount: NonNullable<unknown> }} Profile_Membership_Per_MonthInputs */

const en_profile_membership_per_month = /** @type {(inputs: Profile_Membership_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}/month`)
};

const de_profile_membership_per_month = /** @type {(inputs: Profile_Membership_Per_MonthInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.amount}/Monat`)
};

/**
* | output |
* | --- |
* | "{amount}/month" |
*
* @param {Profile_Membership_Per_MonthInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_membership_per_month = /** @type {((inputs: Profile_Membership_Per_MonthInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Membership_Per_MonthInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_membership_per_month(inputs)
	return en_profile_membership_per_month(inputs)
});