/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Legal_In_ShortInputs */

const en_site_legal_in_short = /** @type {(inputs: Site_Legal_In_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`In short:`)
};

const de_site_legal_in_short = /** @type {(inputs: Site_Legal_In_ShortInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kurz gesagt:`)
};

/**
* | output |
* | --- |
* | "In short:" |
*
* @param {Site_Legal_In_ShortInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_legal_in_short = /** @type {((inputs?: Site_Legal_In_ShortInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Legal_In_ShortInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_legal_in_short(inputs)
	return en_site_legal_in_short(inputs)
});