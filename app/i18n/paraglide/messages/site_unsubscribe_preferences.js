/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Unsubscribe_PreferencesInputs */

const en_site_unsubscribe_preferences = /** @type {(inputs: Site_Unsubscribe_PreferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Change which emails you get in Email Preferences`)
};

const de_site_unsubscribe_preferences = /** @type {(inputs: Site_Unsubscribe_PreferencesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In den E-Mail-Einstellungen legst du fest, welche E-Mails du bekommst`)
};

/**
* | output |
* | --- |
* | "Change which emails you get in Email Preferences" |
*
* @param {Site_Unsubscribe_PreferencesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_unsubscribe_preferences = /** @type {((inputs?: Site_Unsubscribe_PreferencesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Unsubscribe_PreferencesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_unsubscribe_preferences(inputs)
	return en_site_unsubscribe_preferences(inputs)
});