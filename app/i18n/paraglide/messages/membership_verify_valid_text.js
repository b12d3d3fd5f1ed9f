/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Verify_Valid_TextInputs */

const en_membership_verify_valid_text = /** @type {(inputs: Membership_Verify_Valid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This member card is valid right now.`)
};

const de_membership_verify_valid_text = /** @type {(inputs: Membership_Verify_Valid_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Mitgliedskarte ist gerade gültig.`)
};

/**
* | output |
* | --- |
* | "This member card is valid right now." |
*
* @param {Membership_Verify_Valid_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_verify_valid_text = /** @type {((inputs?: Membership_Verify_Valid_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Verify_Valid_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_verify_valid_text(inputs)
	return en_membership_verify_valid_text(inputs)
});