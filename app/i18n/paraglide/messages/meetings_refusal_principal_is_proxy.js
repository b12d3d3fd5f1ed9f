/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Refusal_Principal_Is_ProxyInputs */

const en_meetings_refusal_principal_is_proxy = /** @type {(inputs: Meetings_Refusal_Principal_Is_ProxyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Other members have made you their proxy: you vote yourself.`)
};

const de_meetings_refusal_principal_is_proxy = /** @type {(inputs: Meetings_Refusal_Principal_Is_ProxyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Andere Mitglieder haben dich als Vertretung bestimmt: Du stimmst selbst ab.`)
};

/**
* | output |
* | --- |
* | "Other members have made you their proxy: you vote yourself." |
*
* @param {Meetings_Refusal_Principal_Is_ProxyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_refusal_principal_is_proxy = /** @type {((inputs?: Meetings_Refusal_Principal_Is_ProxyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Refusal_Principal_Is_ProxyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_refusal_principal_is_proxy(inputs)
	return en_meetings_refusal_principal_is_proxy(inputs)
});