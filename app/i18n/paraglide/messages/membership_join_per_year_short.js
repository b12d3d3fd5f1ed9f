/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Join_Per_Year_ShortInputs */

const en_membership_join_per_year_short = /** @type {(inputs: Membership_Join_Per_Year_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`/year`)
};

const de_membership_join_per_year_short = /** @type {(inputs: Membership_Join_Per_Year_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`/Jahr`)
};

/**
* | output |
* | --- |
* | "/year" |
*
* @param {Membership_Join_Per_Year_ShortInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_join_per_year_short = /** @type {((inputs?: Membership_Join_Per_Year_ShortInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Join_Per_Year_ShortInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_join_per_year_short(inputs)
	return en_membership_join_per_year_short(inputs)
});