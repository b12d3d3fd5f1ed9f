/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Shifts_FeedInputs */

const en_profile_shifts_feed = /** @type {(inputs: Profile_Shifts_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Calendar feed`)
};

const de_profile_shifts_feed = /** @type {(inputs: Profile_Shifts_FeedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kalender-Feed`)
};

/**
* | output |
* | --- |
* | "Calendar feed" |
*
* @param {Profile_Shifts_FeedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_shifts_feed = /** @type {((inputs?: Profile_Shifts_FeedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Shifts_FeedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_shifts_feed(inputs)
	return en_profile_shifts_feed(inputs)
});