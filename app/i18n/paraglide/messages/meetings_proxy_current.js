/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ name: NonNullable<unknown> }} Meetings_Proxy_CurrentInputs */

const en_meetings_proxy_current = /** @type {(inputs: Meetings_Proxy_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Your proxy is ${i?.name}.`)
};

const de_meetings_proxy_current = /** @type {(inputs: Meetings_Proxy_CurrentInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Deine Vertretung ist ${i?.name}.`)
};

/**
* | output |
* | --- |
* | "Your proxy is {name}." |
*
* @param {Meetings_Proxy_CurrentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_proxy_current = /** @type {((inputs: Meetings_Proxy_CurrentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Proxy_CurrentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_proxy_current(inputs)
	return en_meetings_proxy_current(inputs)
});