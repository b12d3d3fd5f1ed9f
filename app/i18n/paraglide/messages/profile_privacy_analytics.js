/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Privacy_AnalyticsInputs */

const en_profile_privacy_analytics = /** @type {(inputs: Profile_Privacy_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opt out of analytics`)
};

const de_profile_privacy_analytics = /** @type {(inputs: Profile_Privacy_AnalyticsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Statistik`)
};

/**
* | output |
* | --- |
* | "Opt out of analytics" |
*
* @param {Profile_Privacy_AnalyticsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_privacy_analytics = /** @type {((inputs?: Profile_Privacy_AnalyticsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Privacy_AnalyticsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_privacy_analytics(inputs)
	return en_profile_privacy_analytics(inputs)
});