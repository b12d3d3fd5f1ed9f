/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Card_MembershipInputs */

const en_membership_admin_card_membership = /** @type {(inputs: Membership_Admin_Card_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership`)
};

const de_membership_admin_card_membership = /** @type {(inputs: Membership_Admin_Card_MembershipInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft`)
};

/**
* | output |
* | --- |
* | "Membership" |
*
* @param {Membership_Admin_Card_MembershipInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_card_membership = /** @type {((inputs?: Membership_Admin_Card_MembershipInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Card_MembershipInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_card_membership(inputs)
	return en_membership_admin_card_membership(inputs)
});