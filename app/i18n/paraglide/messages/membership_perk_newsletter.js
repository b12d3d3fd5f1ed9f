/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Perk_NewsletterInputs */

const en_membership_perk_newsletter = /** @type {(inputs: Membership_Perk_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members' newsletter`)
};

const de_membership_perk_newsletter = /** @type {(inputs: Membership_Perk_NewsletterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Newsletter für Mitglieder`)
};

/**
* | output |
* | --- |
* | "Members' newsletter" |
*
* @param {Membership_Perk_NewsletterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_newsletter = /** @type {((inputs?: Membership_Perk_NewsletterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_NewsletterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_perk_newsletter(inputs)
	return en_membership_perk_newsletter(inputs)
});