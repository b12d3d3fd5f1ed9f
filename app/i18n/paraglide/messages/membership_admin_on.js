/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_OnInputs */

const en_membership_admin_on = /** @type {(inputs: Membership_Admin_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`On`)
};

const de_membership_admin_on = /** @type {(inputs: Membership_Admin_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An`)
};

/**
* | output |
* | --- |
* | "On" |
*
* @param {Membership_Admin_OnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_on = /** @type {((inputs?: Membership_Admin_OnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_OnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_on(inputs)
	return en_membership_admin_on(inputs)
});