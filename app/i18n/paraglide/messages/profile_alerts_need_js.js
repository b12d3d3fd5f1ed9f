/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Alerts_Need_JsInputs */

const en_profile_alerts_need_js = /** @type {(inputs: Profile_Alerts_Need_JsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alerts need JavaScript, which is off or not loaded in this browser. Your mails still come.`)
};

const de_profile_alerts_need_js = /** @type {(inputs: Profile_Alerts_Need_JsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Benachrichtigungen brauchen JavaScript, das in diesem Browser aus ist oder nicht geladen wurde. Deine E-Mails kommen weiterhin.`)
};

/**
* | output |
* | --- |
* | "Alerts need JavaScript, which is off or not loaded in this browser. Your mails still come." |
*
* @param {Profile_Alerts_Need_JsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_alerts_need_js = /** @type {((inputs?: Profile_Alerts_Need_JsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Alerts_Need_JsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_alerts_need_js(inputs)
	return en_profile_alerts_need_js(inputs)
});