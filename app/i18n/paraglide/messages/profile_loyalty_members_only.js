/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Loyalty_Members_OnlyInputs */

const en_profile_loyalty_members_only = /** @type {(inputs: Profile_Loyalty_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points are for active and lifetime members.`)
};

const de_profile_loyalty_members_only = /** @type {(inputs: Profile_Loyalty_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkte gibt es für aktive Mitglieder und Mitglieder auf Lebenszeit.`)
};

/**
* | output |
* | --- |
* | "Points are for active and lifetime members." |
*
* @param {Profile_Loyalty_Members_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_loyalty_members_only = /** @type {((inputs?: Profile_Loyalty_Members_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Loyalty_Members_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_loyalty_members_only(inputs)
	return en_profile_loyalty_members_only(inputs)
});