/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Type_AnnualInputs */

const en_membership_type_annual = /** @type {(inputs: Membership_Type_AnnualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`annual`)
};

const de_membership_type_annual = /** @type {(inputs: Membership_Type_AnnualInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`jährlich`)
};

/**
* | output |
* | --- |
* | "annual" |
*
* @param {Membership_Type_AnnualInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_type_annual = /** @type {((inputs?: Membership_Type_AnnualInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Type_AnnualInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_type_annual(inputs)
	return en_membership_type_annual(inputs)
});