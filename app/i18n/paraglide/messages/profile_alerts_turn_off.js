/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Alerts_Turn_OffInputs */

const en_profile_alerts_turn_off = /** @type {(inputs: Profile_Alerts_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Turn off on this device`)
};

const de_profile_alerts_turn_off = /** @type {(inputs: Profile_Alerts_Turn_OffInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Auf diesem Gerät ausschalten`)
};

/**
* | output |
* | --- |
* | "Turn off on this device" |
*
* @param {Profile_Alerts_Turn_OffInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_turn_off = /** @type {((inputs?: Profile_Alerts_Turn_OffInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_Turn_OffInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_turn_off(inputs)
	return en_profile_alerts_turn_off(inputs)
});