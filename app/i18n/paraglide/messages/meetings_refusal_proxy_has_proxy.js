/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Refusal_Proxy_Has_ProxyInputs */

const en_meetings_refusal_proxy_has_proxy = /** @type {(inputs: Meetings_Refusal_Proxy_Has_ProxyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That member has given their own vote to a proxy, so cannot take yours.`)
};

const de_meetings_refusal_proxy_has_proxy = /** @type {(inputs: Meetings_Refusal_Proxy_Has_ProxyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Mitglied hat seine eigene Stimme einer Vertretung gegeben und kann deine nicht übernehmen.`)
};

/**
* | output |
* | --- |
* | "That member has given their own vote to a proxy, so cannot take yours." |
*
* @param {Meetings_Refusal_Proxy_Has_ProxyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_proxy_has_proxy = /** @type {((inputs?: Meetings_Refusal_Proxy_Has_ProxyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_Proxy_Has_ProxyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_proxy_has_proxy(inputs)
	return en_meetings_refusal_proxy_has_proxy(inputs)
});