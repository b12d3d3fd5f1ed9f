/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Pending_Fallback_TierInputs */

const en_membership_admin_pending_fallback_tier = /** @type {(inputs: Membership_Admin_Pending_Fallback_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`membership`)
};

const de_membership_admin_pending_fallback_tier = /** @type {(inputs: Membership_Admin_Pending_Fallback_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft`)
};

/**
* | output |
* | --- |
* | "membership" |
*
* @param {Membership_Admin_Pending_Fallback_TierInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_pending_fallback_tier = /** @type {((inputs?: Membership_Admin_Pending_Fallback_TierInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Pending_Fallback_TierInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_pending_fallback_tier(inputs)
	return en_membership_admin_pending_fallback_tier(inputs)
});