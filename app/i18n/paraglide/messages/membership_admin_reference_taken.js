/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Reference_TakenInputs */

const en_membership_admin_reference_taken = /** @type {(inputs: Membership_Admin_Reference_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A payment with this reference is already recorded.`)
};

const de_membership_admin_reference_taken = /** @type {(inputs: Membership_Admin_Reference_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine Zahlung mit dieser Referenz ist schon eingetragen.`)
};

/**
* | output |
* | --- |
* | "A payment with this reference is already recorded." |
*
* @param {Membership_Admin_Reference_TakenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_reference_taken = /** @type {((inputs?: Membership_Admin_Reference_TakenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Reference_TakenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_reference_taken(inputs)
	return en_membership_admin_reference_taken(inputs)
});