/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Loyalty_Seasons_This_And_LastInputs */

const en_membership_loyalty_seasons_this_and_last = /** @type {(inputs: Membership_Loyalty_Seasons_This_And_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`this season and last`)
};

const de_membership_loyalty_seasons_this_and_last = /** @type {(inputs: Membership_Loyalty_Seasons_This_And_LastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`in dieser und der letzten Saison`)
};

/**
* | output |
* | --- |
* | "this season and last" |
*
* @param {Membership_Loyalty_Seasons_This_And_LastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_seasons_this_and_last = /** @type {((inputs?: Membership_Loyalty_Seasons_This_And_LastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_Seasons_This_And_LastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_loyalty_seasons_this_and_last(inputs)
	return en_membership_loyalty_seasons_this_and_last(inputs)
});