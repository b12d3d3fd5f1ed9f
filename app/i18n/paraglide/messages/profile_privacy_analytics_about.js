/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_Analytics_AboutInputs */

const en_profile_privacy_analytics_about = /** @type {(inputs: Profile_Privacy_Analytics_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leave your visits out of our usage statistics.`)
};

const de_profile_privacy_analytics_about = /** @type {(inputs: Profile_Privacy_Analytics_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Besuche fließen nicht in unsere Nutzungsstatistik ein.`)
};

/**
* | output |
* | --- |
* | "Leave your visits out of our usage statistics." |
*
* @param {Profile_Privacy_Analytics_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_analytics_about = /** @type {((inputs?: Profile_Privacy_Analytics_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_Analytics_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_analytics_about(inputs)
	return en_profile_privacy_analytics_about(inputs)
});