/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_ExpiryInputs */

const en_membership_admin_expiry = /** @type {(inputs: Membership_Admin_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiry`)
};

const de_membership_admin_expiry = /** @type {(inputs: Membership_Admin_ExpiryInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ablauf`)
};

/**
* | output |
* | --- |
* | "Expiry" |
*
* @param {Membership_Admin_ExpiryInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_expiry = /** @type {((inputs?: Membership_Admin_ExpiryInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_ExpiryInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_expiry(inputs)
	return en_membership_admin_expiry(inputs)
});