/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ when: NonNullable<unknown> }} Membership_Verify_CheckedInputs */

const en_membership_verify_checked = /** @type {(inputs: Membership_Verify_CheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Checked ${i?.when}`)
};

const de_membership_verify_checked = /** @type {(inputs: Membership_Verify_CheckedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Geprüft ${i?.when}`)
};

/**
* | output |
* | --- |
* | "Checked {when}" |
*
* @param {Membership_Verify_CheckedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_verify_checked = /** @type {((inputs: Membership_Verify_CheckedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Verify_CheckedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_verify_checked(inputs)
	return en_membership_verify_checked(inputs)
});