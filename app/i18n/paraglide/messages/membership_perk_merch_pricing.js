/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Perk_Merch_PricingInputs */

const en_membership_perk_merch_pricing = /** @type {(inputs: Membership_Perk_Merch_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member pricing on group merchandise`)
};

const de_membership_perk_merch_pricing = /** @type {(inputs: Membership_Perk_Merch_PricingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliederpreise für Merch der Gruppe`)
};

/**
* | output |
* | --- |
* | "Member pricing on group merchandise" |
*
* @param {Membership_Perk_Merch_PricingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_merch_pricing = /** @type {((inputs?: Membership_Perk_Merch_PricingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_Merch_PricingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_perk_merch_pricing(inputs)
	return en_membership_perk_merch_pricing(inputs)
});