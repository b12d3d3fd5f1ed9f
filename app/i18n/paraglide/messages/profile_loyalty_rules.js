/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Loyalty_RulesInputs */

const en_profile_loyalty_rules = /** @type {(inputs: Profile_Loyalty_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How points are counted`)
};

const de_profile_loyalty_rules = /** @type {(inputs: Profile_Loyalty_RulesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`So werden Punkte gezählt`)
};

/**
* | output |
* | --- |
* | "How points are counted" |
*
* @param {Profile_Loyalty_RulesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_loyalty_rules = /** @type {((inputs?: Profile_Loyalty_RulesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Loyalty_RulesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_loyalty_rules(inputs)
	return en_profile_loyalty_rules(inputs)
});