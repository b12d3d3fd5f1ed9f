/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Proxy_AppointInputs */

const en_meetings_proxy_appoint = /** @type {(inputs: Meetings_Proxy_AppointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Appoint as my proxy`)
};

const de_meetings_proxy_appoint = /** @type {(inputs: Meetings_Proxy_AppointInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als Vertretung bestimmen`)
};

/**
* | output |
* | --- |
* | "Appoint as my proxy" |
*
* @param {Meetings_Proxy_AppointInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_proxy_appoint = /** @type {((inputs?: Meetings_Proxy_AppointInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Proxy_AppointInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_proxy_appoint(inputs)
	return en_meetings_proxy_appoint(inputs)
});