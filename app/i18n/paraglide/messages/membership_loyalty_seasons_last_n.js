/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Membership_Loyalty_Seasons_Last_NInputs */

const en_membership_loyalty_seasons_last_n = /** @type {(inputs: Membership_Loyalty_Seasons_Last_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`the last ${i?.count} seasons`)
};

const de_membership_loyalty_seasons_last_n = /** @type {(inputs: Membership_Loyalty_Seasons_Last_NInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`in den letzten ${i?.count} Saisons`)
};

/**
* | output |
* | --- |
* | "the last {count} seasons" |
*
* @param {Membership_Loyalty_Seasons_Last_NInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_seasons_last_n = /** @type {((inputs: Membership_Loyalty_Seasons_Last_NInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_Seasons_Last_NInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_loyalty_seasons_last_n(inputs)
	return en_membership_loyalty_seasons_last_n(inputs)
});