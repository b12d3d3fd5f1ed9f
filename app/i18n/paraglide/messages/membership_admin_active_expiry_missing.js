/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Active_Expiry_MissingInputs */

const en_membership_admin_active_expiry_missing = /** @type {(inputs: Membership_Admin_Active_Expiry_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An active membership needs an expiry date.`)
};

const de_membership_admin_active_expiry_missing = /** @type {(inputs: Membership_Admin_Active_Expiry_MissingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine aktive Mitgliedschaft braucht ein Ablaufdatum.`)
};

/**
* | output |
* | --- |
* | "An active membership needs an expiry date." |
*
* @param {Membership_Admin_Active_Expiry_MissingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_active_expiry_missing = /** @type {((inputs?: Membership_Admin_Active_Expiry_MissingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Active_Expiry_MissingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_active_expiry_missing(inputs)
	return en_membership_admin_active_expiry_missing(inputs)
});