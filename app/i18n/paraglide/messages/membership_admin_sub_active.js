/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Sub_ActiveInputs */

const en_membership_admin_sub_active = /** @type {(inputs: Membership_Admin_Sub_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`active`)
};

const de_membership_admin_sub_active = /** @type {(inputs: Membership_Admin_Sub_ActiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`aktiv`)
};

/**
* | output |
* | --- |
* | "active" |
*
* @param {Membership_Admin_Sub_ActiveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_sub_active = /** @type {((inputs?: Membership_Admin_Sub_ActiveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Sub_ActiveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_sub_active(inputs)
	return en_membership_admin_sub_active(inputs)
});