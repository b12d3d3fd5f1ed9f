/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Member_Fallback_NameInputs */

const en_membership_member_fallback_name = /** @type {(inputs: Membership_Member_Fallback_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member`)
};

const de_membership_member_fallback_name = /** @type {(inputs: Membership_Member_Fallback_NameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied`)
};

/**
* | output |
* | --- |
* | "Member" |
*
* @param {Membership_Member_Fallback_NameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_member_fallback_name = /** @type {((inputs?: Membership_Member_Fallback_NameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Member_Fallback_NameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_member_fallback_name(inputs)
	return en_membership_member_fallback_name(inputs)
});