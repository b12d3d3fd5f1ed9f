/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Alerts_HeadingInputs */

const en_profile_alerts_heading = /** @type {(inputs: Profile_Alerts_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alerts on your phone`)
};

const de_profile_alerts_heading = /** @type {(inputs: Profile_Alerts_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benachrichtigungen auf dem Handy`)
};

/**
* | output |
* | --- |
* | "Alerts on your phone" |
*
* @param {Profile_Alerts_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_heading = /** @type {((inputs?: Profile_Alerts_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_heading(inputs)
	return en_profile_alerts_heading(inputs)
});