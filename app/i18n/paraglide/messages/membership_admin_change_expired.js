/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Change_ExpiredInputs */

const en_membership_admin_change_expired = /** @type {(inputs: Membership_Admin_Change_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`expired`)
};

const de_membership_admin_change_expired = /** @type {(inputs: Membership_Admin_Change_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`abgelaufen`)
};

/**
* | output |
* | --- |
* | "expired" |
*
* @param {Membership_Admin_Change_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_change_expired = /** @type {((inputs?: Membership_Admin_Change_ExpiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Change_ExpiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_change_expired(inputs)
	return en_membership_admin_change_expired(inputs)
});