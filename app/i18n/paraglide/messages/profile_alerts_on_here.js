/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Alerts_On_HereInputs */

const en_profile_alerts_on_here = /** @type {(inputs: Profile_Alerts_On_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alerts are on for this device.`)
};

const de_profile_alerts_on_here = /** @type {(inputs: Profile_Alerts_On_HereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benachrichtigungen sind auf diesem Gerät an.`)
};

/**
* | output |
* | --- |
* | "Alerts are on for this device." |
*
* @param {Profile_Alerts_On_HereInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_on_here = /** @type {((inputs?: Profile_Alerts_On_HereInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_On_HereInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_on_here(inputs)
	return en_profile_alerts_on_here(inputs)
});