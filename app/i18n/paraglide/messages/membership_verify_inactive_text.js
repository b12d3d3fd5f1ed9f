/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Verify_Inactive_TextInputs */

const en_membership_verify_inactive_text = /** @type {(inputs: Membership_Verify_Inactive_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This membership is not active right now.`)
};

const de_membership_verify_inactive_text = /** @type {(inputs: Membership_Verify_Inactive_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Diese Mitgliedschaft ist gerade nicht aktiv.`)
};

/**
* | output |
* | --- |
* | "This membership is not active right now." |
*
* @param {Membership_Verify_Inactive_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_verify_inactive_text = /** @type {((inputs?: Membership_Verify_Inactive_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Verify_Inactive_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_verify_inactive_text(inputs)
	return en_membership_verify_inactive_text(inputs)
});