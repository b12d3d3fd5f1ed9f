/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Expiry_DateInputs */

const en_membership_admin_expiry_date = /** @type {(inputs: Membership_Admin_Expiry_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expiry date`)
};

const de_membership_admin_expiry_date = /** @type {(inputs: Membership_Admin_Expiry_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ablaufdatum`)
};

/**
* | output |
* | --- |
* | "Expiry date" |
*
* @param {Membership_Admin_Expiry_DateInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_expiry_date = /** @type {((inputs?: Membership_Admin_Expiry_DateInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Expiry_DateInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_expiry_date(inputs)
	return en_membership_admin_expiry_date(inputs)
});