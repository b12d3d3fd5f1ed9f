/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Alerts_Remove_ChooseInputs */

const en_profile_alerts_remove_choose = /** @type {(inputs: Profile_Alerts_Remove_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a device to remove.`)
};

const de_profile_alerts_remove_choose = /** @type {(inputs: Profile_Alerts_Remove_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle ein Gerät zum Entfernen.`)
};

/**
* | output |
* | --- |
* | "Choose a device to remove." |
*
* @param {Profile_Alerts_Remove_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_remove_choose = /** @type {((inputs?: Profile_Alerts_Remove_ChooseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_Remove_ChooseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_remove_choose(inputs)
	return en_profile_alerts_remove_choose(inputs)
});