/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Proxy_EmailInputs */

const en_meetings_proxy_email = /** @type {(inputs: Meetings_Proxy_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your proxy's email address`)
};

const de_meetings_proxy_email = /** @type {(inputs: Meetings_Proxy_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E-Mail-Adresse deiner Vertretung`)
};

/**
* | output |
* | --- |
* | "Your proxy's email address" |
*
* @param {Meetings_Proxy_EmailInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_proxy_email = /** @type {((inputs?: Meetings_Proxy_EmailInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Proxy_EmailInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_proxy_email(inputs)
	return en_meetings_proxy_email(inputs)
});