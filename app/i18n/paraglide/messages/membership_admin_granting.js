/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_GrantingInputs */

const en_membership_admin_granting = /** @type {(inputs: Membership_Admin_GrantingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Granting...`)
};

const de_membership_admin_granting = /** @type {(inputs: Membership_Admin_GrantingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird vergeben …`)
};

/**
* | output |
* | --- |
* | "Granting..." |
*
* @param {Membership_Admin_GrantingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_granting = /** @type {((inputs?: Membership_Admin_GrantingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_GrantingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_granting(inputs)
	return en_membership_admin_granting(inputs)
});