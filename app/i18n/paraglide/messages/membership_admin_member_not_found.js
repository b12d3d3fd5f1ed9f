/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Member_Not_FoundInputs */

const en_membership_admin_member_not_found = /** @type {(inputs: Membership_Admin_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member not found`)
};

const de_membership_admin_member_not_found = /** @type {(inputs: Membership_Admin_Member_Not_FoundInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied nicht gefunden`)
};

/**
* | output |
* | --- |
* | "Member not found" |
*
* @param {Membership_Admin_Member_Not_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_member_not_found = /** @type {((inputs?: Membership_Admin_Member_Not_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Member_Not_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_member_not_found(inputs)
	return en_membership_admin_member_not_found(inputs)
});