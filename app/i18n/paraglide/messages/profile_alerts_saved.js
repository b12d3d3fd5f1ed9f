/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Alerts_SavedInputs */

const en_profile_alerts_saved = /** @type {(inputs: Profile_Alerts_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Topics saved for this device.`)
};

const de_profile_alerts_saved = /** @type {(inputs: Profile_Alerts_SavedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Themen für dieses Gerät gespeichert.`)
};

/**
* | output |
* | --- |
* | "Topics saved for this device." |
*
* @param {Profile_Alerts_SavedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_saved = /** @type {((inputs?: Profile_Alerts_SavedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_SavedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_saved(inputs)
	return en_profile_alerts_saved(inputs)
});