/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Alerts_FailedInputs */

const en_profile_alerts_failed = /** @type {(inputs: Profile_Alerts_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alerts could not be turned on. Check your connection and try again.`)
};

const de_profile_alerts_failed = /** @type {(inputs: Profile_Alerts_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benachrichtigungen konnten nicht eingeschaltet werden. Prüf deine Verbindung und versuch es noch einmal.`)
};

/**
* | output |
* | --- |
* | "Alerts could not be turned on. Check your connection and try again." |
*
* @param {Profile_Alerts_FailedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_failed = /** @type {((inputs?: Profile_Alerts_FailedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_FailedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_failed(inputs)
	return en_profile_alerts_failed(inputs)
});