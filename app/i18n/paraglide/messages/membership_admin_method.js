/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_MethodInputs */

const en_membership_admin_method = /** @type {(inputs: Membership_Admin_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Method`)
};

const de_membership_admin_method = /** @type {(inputs: Membership_Admin_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zahlungsart`)
};

/**
* | output |
* | --- |
* | "Method" |
*
* @param {Membership_Admin_MethodInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_method = /** @type {((inputs?: Membership_Admin_MethodInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_MethodInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_method(inputs)
	return en_membership_admin_method(inputs)
});