/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Alerts_Devices_HeadingInputs */

const en_profile_alerts_devices_heading = /** @type {(inputs: Profile_Alerts_Devices_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Devices with alerts`)
};

const de_profile_alerts_devices_heading = /** @type {(inputs: Profile_Alerts_Devices_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geräte mit Benachrichtigungen`)
};

/**
* | output |
* | --- |
* | "Devices with alerts" |
*
* @param {Profile_Alerts_Devices_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_devices_heading = /** @type {((inputs?: Profile_Alerts_Devices_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_Devices_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_devices_heading(inputs)
	return en_profile_alerts_devices_heading(inputs)
});