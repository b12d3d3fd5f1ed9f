/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Perk_ScarfInputs */

const en_membership_perk_scarf = /** @type {(inputs: Membership_Perk_ScarfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Annual members' scarf`)
};

const de_membership_perk_scarf = /** @type {(inputs: Membership_Perk_ScarfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jährlicher Mitgliederschal`)
};

/**
* | output |
* | --- |
* | "Annual members' scarf" |
*
* @param {Membership_Perk_ScarfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_scarf = /** @type {((inputs?: Membership_Perk_ScarfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_ScarfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_perk_scarf(inputs)
	return en_membership_perk_scarf(inputs)
});