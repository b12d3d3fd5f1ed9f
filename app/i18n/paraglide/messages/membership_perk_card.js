/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Perk_CardInputs */

const en_membership_perk_card = /** @type {(inputs: Membership_Perk_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digital membership card`)
};

const de_membership_perk_card = /** @type {(inputs: Membership_Perk_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Digitale Mitgliedskarte`)
};

/**
* | output |
* | --- |
* | "Digital membership card" |
*
* @param {Membership_Perk_CardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_card = /** @type {((inputs?: Membership_Perk_CardInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_CardInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_perk_card(inputs)
	return en_membership_perk_card(inputs)
});