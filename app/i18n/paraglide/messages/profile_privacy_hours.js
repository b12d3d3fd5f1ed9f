/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_HoursInputs */

const en_profile_privacy_hours = /** @type {(inputs: Profile_Privacy_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Share volunteer hours`)
};

const de_profile_privacy_hours = /** @type {(inputs: Profile_Privacy_HoursInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferstunden teilen`)
};

/**
* | output |
* | --- |
* | "Share volunteer hours" |
*
* @param {Profile_Privacy_HoursInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_hours = /** @type {((inputs?: Profile_Privacy_HoursInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_HoursInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_hours(inputs)
	return en_profile_privacy_hours(inputs)
});