/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Join_Most_PopularInputs */

const en_membership_join_most_popular = /** @type {(inputs: Membership_Join_Most_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Most Popular`)
};

const de_membership_join_most_popular = /** @type {(inputs: Membership_Join_Most_PopularInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Am beliebtesten`)
};

/**
* | output |
* | --- |
* | "Most Popular" |
*
* @param {Membership_Join_Most_PopularInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_join_most_popular = /** @type {((inputs?: Membership_Join_Most_PopularInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Join_Most_PopularInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_join_most_popular(inputs)
	return en_membership_join_most_popular(inputs)
});