/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Alerts_DeniedInputs */

const en_profile_alerts_denied = /** @type {(inputs: Profile_Alerts_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alerts are blocked for this site in your browser's settings. Allow notifications for this site there, then come back to turn them on.`)
};

const de_profile_alerts_denied = /** @type {(inputs: Profile_Alerts_DeniedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benachrichtigungen sind für diese Seite in den Einstellungen deines Browsers blockiert. Erlaube sie dort für diese Seite und schalte sie dann hier ein.`)
};

/**
* | output |
* | --- |
* | "Alerts are blocked for this site in your browser's settings. Allow notifications for this site there, then come back to turn them on." |
*
* @param {Profile_Alerts_DeniedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_denied = /** @type {((inputs?: Profile_Alerts_DeniedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_DeniedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_denied(inputs)
	return en_profile_alerts_denied(inputs)
});