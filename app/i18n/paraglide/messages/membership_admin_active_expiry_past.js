/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Active_Expiry_PastInputs */

const en_membership_admin_active_expiry_past = /** @type {(inputs: Membership_Admin_Active_Expiry_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An active membership needs an expiry date after today: enter the new end date.`)
};

const de_membership_admin_active_expiry_past = /** @type {(inputs: Membership_Admin_Active_Expiry_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eine aktive Mitgliedschaft braucht ein Ablaufdatum nach heute: Gib das neue Enddatum ein.`)
};

/**
* | output |
* | --- |
* | "An active membership needs an expiry date after today: enter the new end date." |
*
* @param {Membership_Admin_Active_Expiry_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_active_expiry_past = /** @type {((inputs?: Membership_Admin_Active_Expiry_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Active_Expiry_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_active_expiry_past(inputs)
	return en_membership_admin_active_expiry_past(inputs)
});