/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Perk_Honour_RollInputs */

const en_membership_perk_honour_roll = /** @type {(inputs: Membership_Perk_Honour_RollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your name on our supporters' honour roll`)
};

const de_membership_perk_honour_roll = /** @type {(inputs: Membership_Perk_Honour_RollInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Name auf unserer Ehrentafel`)
};

/**
* | output |
* | --- |
* | "Your name on our supporters' honour roll" |
*
* @param {Membership_Perk_Honour_RollInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_honour_roll = /** @type {((inputs?: Membership_Perk_Honour_RollInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_Honour_RollInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_perk_honour_roll(inputs)
	return en_membership_perk_honour_roll(inputs)
});