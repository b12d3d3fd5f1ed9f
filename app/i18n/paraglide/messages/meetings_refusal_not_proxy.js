/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Refusal_Not_ProxyInputs */

const en_meetings_refusal_not_proxy = /** @type {(inputs: Meetings_Refusal_Not_ProxyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are not this member's proxy.`)
};

const de_meetings_refusal_not_proxy = /** @type {(inputs: Meetings_Refusal_Not_ProxyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du vertrittst dieses Mitglied nicht.`)
};

/**
* | output |
* | --- |
* | "You are not this member's proxy." |
*
* @param {Meetings_Refusal_Not_ProxyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_not_proxy = /** @type {((inputs?: Meetings_Refusal_Not_ProxyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_Not_ProxyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_not_proxy(inputs)
	return en_meetings_refusal_not_proxy(inputs)
});