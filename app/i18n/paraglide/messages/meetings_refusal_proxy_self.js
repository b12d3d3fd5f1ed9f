/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Refusal_Proxy_SelfInputs */

const en_meetings_refusal_proxy_self = /** @type {(inputs: Meetings_Refusal_Proxy_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You cannot be your own proxy.`)
};

const de_meetings_refusal_proxy_self = /** @type {(inputs: Meetings_Refusal_Proxy_SelfInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du kannst dich nicht selbst vertreten.`)
};

/**
* | output |
* | --- |
* | "You cannot be your own proxy." |
*
* @param {Meetings_Refusal_Proxy_SelfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_proxy_self = /** @type {((inputs?: Meetings_Refusal_Proxy_SelfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_Proxy_SelfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_proxy_self(inputs)
	return en_meetings_refusal_proxy_self(inputs)
});