/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Alerts_Removed_TitleInputs */

const en_profile_alerts_removed_title = /** @type {(inputs: Profile_Alerts_Removed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Device removed`)
};

const de_profile_alerts_removed_title = /** @type {(inputs: Profile_Alerts_Removed_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gerät entfernt`)
};

/**
* | output |
* | --- |
* | "Device removed" |
*
* @param {Profile_Alerts_Removed_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_removed_title = /** @type {((inputs?: Profile_Alerts_Removed_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_Removed_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_removed_title(inputs)
	return en_profile_alerts_removed_title(inputs)
});