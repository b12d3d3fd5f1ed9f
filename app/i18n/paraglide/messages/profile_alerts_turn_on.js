/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Alerts_Turn_OnInputs */

const en_profile_alerts_turn_on = /** @type {(inputs: Profile_Alerts_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn on alerts on this device`)
};

const de_profile_alerts_turn_on = /** @type {(inputs: Profile_Alerts_Turn_OnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benachrichtigungen auf diesem Gerät einschalten`)
};

/**
* | output |
* | --- |
* | "Turn on alerts on this device" |
*
* @param {Profile_Alerts_Turn_OnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_turn_on = /** @type {((inputs?: Profile_Alerts_Turn_OnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_Turn_OnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_turn_on(inputs)
	return en_profile_alerts_turn_on(inputs)
});