/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Alerts_No_DevicesInputs */

const en_profile_alerts_no_devices = /** @type {(inputs: Profile_Alerts_No_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No device gets alerts yet.`)
};

const de_profile_alerts_no_devices = /** @type {(inputs: Profile_Alerts_No_DevicesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch kein Gerät erhält Benachrichtigungen.`)
};

/**
* | output |
* | --- |
* | "No device gets alerts yet." |
*
* @param {Profile_Alerts_No_DevicesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_no_devices = /** @type {((inputs?: Profile_Alerts_No_DevicesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_No_DevicesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_no_devices(inputs)
	return en_profile_alerts_no_devices(inputs)
});