/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Alerts_UnsupportedInputs */

const en_profile_alerts_unsupported = /** @type {(inputs: Profile_Alerts_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This browser cannot show alerts from websites. On an iPhone, add the site to your home screen first, then open it from there.`)
};

const de_profile_alerts_unsupported = /** @type {(inputs: Profile_Alerts_UnsupportedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Browser kann keine Benachrichtigungen von Websites anzeigen. Auf dem iPhone füge die Seite zuerst zum Home-Bildschirm hinzu und öffne sie von dort.`)
};

/**
* | output |
* | --- |
* | "This browser cannot show alerts from websites. On an iPhone, add the site to your home screen first, then open it from there." |
*
* @param {Profile_Alerts_UnsupportedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_unsupported = /** @type {((inputs?: Profile_Alerts_UnsupportedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_UnsupportedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_unsupported(inputs)
	return en_profile_alerts_unsupported(inputs)
});