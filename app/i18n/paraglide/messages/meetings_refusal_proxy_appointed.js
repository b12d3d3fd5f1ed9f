/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Refusal_Proxy_AppointedInputs */

const en_meetings_refusal_proxy_appointed = /** @type {(inputs: Meetings_Refusal_Proxy_AppointedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your proxy casts your vote at this meeting.`)
};

const de_meetings_refusal_proxy_appointed = /** @type {(inputs: Meetings_Refusal_Proxy_AppointedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Vertretung gibt deine Stimme bei dieser Versammlung ab.`)
};

/**
* | output |
* | --- |
* | "Your proxy casts your vote at this meeting." |
*
* @param {Meetings_Refusal_Proxy_AppointedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_proxy_appointed = /** @type {((inputs?: Meetings_Refusal_Proxy_AppointedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_Proxy_AppointedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_proxy_appointed(inputs)
	return en_meetings_refusal_proxy_appointed(inputs)
});