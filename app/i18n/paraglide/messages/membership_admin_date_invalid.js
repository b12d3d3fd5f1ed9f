/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Admin_Date_InvalidInputs */

const en_membership_admin_date_invalid = /** @type {(inputs: Membership_Admin_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Enter a valid date`)
};

const de_membership_admin_date_invalid = /** @type {(inputs: Membership_Admin_Date_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gib ein gültiges Datum ein`)
};

/**
* | output |
* | --- |
* | "Enter a valid date" |
*
* @param {Membership_Admin_Date_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_admin_date_invalid = /** @type {((inputs?: Membership_Admin_Date_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Admin_Date_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_admin_date_invalid(inputs)
	return en_membership_admin_date_invalid(inputs)
});