/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Join_DescriptionInputs */

const en_membership_join_description = /** @type {(inputs: Membership_Join_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership tiers and what members get.`)
};

const de_membership_join_description = /** @type {(inputs: Membership_Join_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Mitgliedschaften und was Mitglieder bekommen.`)
};

/**
* | output |
* | --- |
* | "Membership tiers and what members get." |
*
* @param {Membership_Join_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_join_description = /** @type {((inputs?: Membership_Join_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Join_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_join_description(inputs)
	return en_membership_join_description(inputs)
});