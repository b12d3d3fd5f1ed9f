/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Perk_Everything_SupporterInputs */

const en_membership_perk_everything_supporter = /** @type {(inputs: Membership_Perk_Everything_SupporterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everything in Supporter`)
};

const de_membership_perk_everything_supporter = /** @type {(inputs: Membership_Perk_Everything_SupporterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alles aus Supporter`)
};

/**
* | output |
* | --- |
* | "Everything in Supporter" |
*
* @param {Membership_Perk_Everything_SupporterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_everything_supporter = /** @type {((inputs?: Membership_Perk_Everything_SupporterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_Everything_SupporterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_perk_everything_supporter(inputs)
	return en_membership_perk_everything_supporter(inputs)
});