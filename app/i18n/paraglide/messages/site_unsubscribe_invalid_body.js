/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Unsubscribe_Invalid_BodyInputs */

const en_site_unsubscribe_invalid_body = /** @type {(inputs: Site_Unsubscribe_Invalid_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It may have been cut off when it was copied. You can turn any kind of email off in your Email Preferences after signing in.`)
};

const de_site_unsubscribe_invalid_body = /** @type {(inputs: Site_Unsubscribe_Invalid_BodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vielleicht wurde er beim Kopieren abgeschnitten. Nach der Anmeldung kannst du in deinen E-Mail-Einstellungen jede Art von E-Mail abbestellen.`)
};

/**
* | output |
* | --- |
* | "It may have been cut off when it was copied. You can turn any kind of email off in your Email Preferences after signing in." |
*
* @param {Site_Unsubscribe_Invalid_BodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_unsubscribe_invalid_body = /** @type {((inputs?: Site_Unsubscribe_Invalid_BodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Unsubscribe_Invalid_BodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_unsubscribe_invalid_body(inputs)
	return en_site_unsubscribe_invalid_body(inputs)
});