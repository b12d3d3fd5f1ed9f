/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Proxy_AppointedInputs */

const en_meetings_proxy_appointed = /** @type {(inputs: Meetings_Proxy_AppointedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your proxy is appointed.`)
};

const de_meetings_proxy_appointed = /** @type {(inputs: Meetings_Proxy_AppointedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Vertretung ist bestimmt.`)
};

/**
* | output |
* | --- |
* | "Your proxy is appointed." |
*
* @param {Meetings_Proxy_AppointedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_proxy_appointed = /** @type {((inputs?: Meetings_Proxy_AppointedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Proxy_AppointedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_proxy_appointed(inputs)
	return en_meetings_proxy_appointed(inputs)
});