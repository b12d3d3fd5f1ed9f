/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Per_YearInputs */

const en_membership_per_year = /** @type {(inputs: Membership_Per_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`per year`)
};

const de_membership_per_year = /** @type {(inputs: Membership_Per_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`pro Jahr`)
};

/**
* | output |
* | --- |
* | "per year" |
*
* @param {Membership_Per_YearInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_per_year = /** @type {((inputs?: Membership_Per_YearInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Per_YearInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_per_year(inputs)
	return en_membership_per_year(inputs)
});