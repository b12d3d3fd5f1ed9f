/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Member_SinceInputs */

const en_membership_admin_member_since = /** @type {(inputs: Membership_Admin_Member_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member since`)
};

const de_membership_admin_member_since = /** @type {(inputs: Membership_Admin_Member_SinceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied seit`)
};

/**
* | output |
* | --- |
* | "Member since" |
*
* @param {Membership_Admin_Member_SinceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_member_since = /** @type {((inputs?: Membership_Admin_Member_SinceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Member_SinceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_member_since(inputs)
	return en_membership_admin_member_since(inputs)
});