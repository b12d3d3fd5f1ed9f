/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Type_MonthlyInputs */

const en_membership_type_monthly = /** @type {(inputs: Membership_Type_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`monthly`)
};

const de_membership_type_monthly = /** @type {(inputs: Membership_Type_MonthlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`monatlich`)
};

/**
* | output |
* | --- |
* | "monthly" |
*
* @param {Membership_Type_MonthlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_type_monthly = /** @type {((inputs?: Membership_Type_MonthlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Type_MonthlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_type_monthly(inputs)
	return en_membership_type_monthly(inputs)
});