/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Reference_OptionalInputs */

const en_membership_admin_reference_optional = /** @type {(inputs: Membership_Admin_Reference_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reference (optional: receipt or transfer id)`)
};

const de_membership_admin_reference_optional = /** @type {(inputs: Membership_Admin_Reference_OptionalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Referenz (optional: Beleg- oder Überweisungsnummer)`)
};

/**
* | output |
* | --- |
* | "Reference (optional: receipt or transfer id)" |
*
* @param {Membership_Admin_Reference_OptionalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_reference_optional = /** @type {((inputs?: Membership_Admin_Reference_OptionalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Reference_OptionalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_reference_optional(inputs)
	return en_membership_admin_reference_optional(inputs)
});