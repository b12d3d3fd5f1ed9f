/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_Feed_UrlInputs */

const en_profile_shifts_feed_url = /** @type {(inputs: Profile_Shifts_Feed_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your private feed URL`)
};

const de_profile_shifts_feed_url = /** @type {(inputs: Profile_Shifts_Feed_UrlInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine private Feed-Adresse`)
};

/**
* | output |
* | --- |
* | "Your private feed URL" |
*
* @param {Profile_Shifts_Feed_UrlInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_feed_url = /** @type {((inputs?: Profile_Shifts_Feed_UrlInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_Feed_UrlInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_feed_url(inputs)
	return en_profile_shifts_feed_url(inputs)
});