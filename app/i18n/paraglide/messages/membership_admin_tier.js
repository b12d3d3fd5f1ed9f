/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_TierInputs */

const en_membership_admin_tier = /** @type {(inputs: Membership_Admin_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tier`)
};

const de_membership_admin_tier = /** @type {(inputs: Membership_Admin_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stufe`)
};

/**
* | output |
* | --- |
* | "Tier" |
*
* @param {Membership_Admin_TierInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_tier = /** @type {((inputs?: Membership_Admin_TierInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_TierInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_tier(inputs)
	return en_membership_admin_tier(inputs)
});