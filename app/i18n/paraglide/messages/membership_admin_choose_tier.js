/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Choose_TierInputs */

const en_membership_admin_choose_tier = /** @type {(inputs: Membership_Admin_Choose_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a tier`)
};

const de_membership_admin_choose_tier = /** @type {(inputs: Membership_Admin_Choose_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle eine Stufe`)
};

/**
* | output |
* | --- |
* | "Choose a tier" |
*
* @param {Membership_Admin_Choose_TierInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_choose_tier = /** @type {((inputs?: Membership_Admin_Choose_TierInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Choose_TierInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_choose_tier(inputs)
	return en_membership_admin_choose_tier(inputs)
});