/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Loyalty_Seasons_ThisInputs */

const en_membership_loyalty_seasons_this = /** @type {(inputs: Membership_Loyalty_Seasons_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this season`)
};

const de_membership_loyalty_seasons_this = /** @type {(inputs: Membership_Loyalty_Seasons_ThisInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in dieser Saison`)
};

/**
* | output |
* | --- |
* | "this season" |
*
* @param {Membership_Loyalty_Seasons_ThisInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_seasons_this = /** @type {((inputs?: Membership_Loyalty_Seasons_ThisInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_Seasons_ThisInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_loyalty_seasons_this(inputs)
	return en_membership_loyalty_seasons_this(inputs)
});