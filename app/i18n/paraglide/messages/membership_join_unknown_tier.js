/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Join_Unknown_TierInputs */

const en_membership_join_unknown_tier = /** @type {(inputs: Membership_Join_Unknown_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose one of the memberships on this page.`)
};

const de_membership_join_unknown_tier = /** @type {(inputs: Membership_Join_Unknown_TierInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle eine der Mitgliedschaften auf dieser Seite.`)
};

/**
* | output |
* | --- |
* | "Choose one of the memberships on this page." |
*
* @param {Membership_Join_Unknown_TierInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_join_unknown_tier = /** @type {((inputs?: Membership_Join_Unknown_TierInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Join_Unknown_TierInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_join_unknown_tier(inputs)
	return en_membership_join_unknown_tier(inputs)
});