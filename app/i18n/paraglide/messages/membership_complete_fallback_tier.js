/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Complete_Fallback_TierInputs */

const en_membership_complete_fallback_tier = /** @type {(inputs: Membership_Complete_Fallback_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership`)
};

const de_membership_complete_fallback_tier = /** @type {(inputs: Membership_Complete_Fallback_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft`)
};

/**
* | output |
* | --- |
* | "Membership" |
*
* @param {Membership_Complete_Fallback_TierInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_complete_fallback_tier = /** @type {((inputs?: Membership_Complete_Fallback_TierInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Complete_Fallback_TierInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_complete_fallback_tier(inputs)
	return en_membership_complete_fallback_tier(inputs)
});