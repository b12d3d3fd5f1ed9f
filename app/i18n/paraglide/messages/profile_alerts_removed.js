/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Alerts_RemovedInputs */

const en_profile_alerts_removed = /** @type {(inputs: Profile_Alerts_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That device gets no more alerts.`)
};

const de_profile_alerts_removed = /** @type {(inputs: Profile_Alerts_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Gerät erhält keine Benachrichtigungen mehr.`)
};

/**
* | output |
* | --- |
* | "That device gets no more alerts." |
*
* @param {Profile_Alerts_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_removed = /** @type {((inputs?: Profile_Alerts_RemovedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_RemovedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_removed(inputs)
	return en_profile_alerts_removed(inputs)
});