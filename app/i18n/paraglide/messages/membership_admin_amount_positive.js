/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Amount_PositiveInputs */

const en_membership_admin_amount_positive = /** @type {(inputs: Membership_Admin_Amount_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter the amount paid, like 50.00`)
};

const de_membership_admin_amount_positive = /** @type {(inputs: Membership_Admin_Amount_PositiveInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib den gezahlten Betrag ein, etwa 50.00`)
};

/**
* | output |
* | --- |
* | "Enter the amount paid, like 50.00" |
*
* @param {Membership_Admin_Amount_PositiveInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_amount_positive = /** @type {((inputs?: Membership_Admin_Amount_PositiveInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Amount_PositiveInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_amount_positive(inputs)
	return en_membership_admin_amount_positive(inputs)
});