/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Alerts_Topics_LegendInputs */

const en_profile_alerts_topics_legend = /** @type {(inputs: Profile_Alerts_Topics_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alert me about`)
};

const de_profile_alerts_topics_legend = /** @type {(inputs: Profile_Alerts_Topics_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benachrichtigen bei`)
};

/**
* | output |
* | --- |
* | "Alert me about" |
*
* @param {Profile_Alerts_Topics_LegendInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_topics_legend = /** @type {((inputs?: Profile_Alerts_Topics_LegendInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_Topics_LegendInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_topics_legend(inputs)
	return en_profile_alerts_topics_legend(inputs)
});