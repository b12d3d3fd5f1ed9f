/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Alerts_Save_TopicsInputs */

const en_profile_alerts_save_topics = /** @type {(inputs: Profile_Alerts_Save_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Save topics`)
};

const de_profile_alerts_save_topics = /** @type {(inputs: Profile_Alerts_Save_TopicsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Themen speichern`)
};

/**
* | output |
* | --- |
* | "Save topics" |
*
* @param {Profile_Alerts_Save_TopicsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_save_topics = /** @type {((inputs?: Profile_Alerts_Save_TopicsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_Save_TopicsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_save_topics(inputs)
	return en_profile_alerts_save_topics(inputs)
});