/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_Feed_NewInputs */

const en_profile_shifts_feed_new = /** @type {(inputs: Profile_Shifts_Feed_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New feed URL`)
};

const de_profile_shifts_feed_new = /** @type {(inputs: Profile_Shifts_Feed_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Feed-Adresse`)
};

/**
* | output |
* | --- |
* | "New feed URL" |
*
* @param {Profile_Shifts_Feed_NewInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_feed_new = /** @type {((inputs?: Profile_Shifts_Feed_NewInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_Feed_NewInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_feed_new(inputs)
	return en_profile_shifts_feed_new(inputs)
});