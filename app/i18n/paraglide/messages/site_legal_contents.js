/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Legal_ContentsInputs */

const en_site_legal_contents = /** @type {(inputs: Site_Legal_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Table of contents`)
};

const de_site_legal_contents = /** @type {(inputs: Site_Legal_ContentsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Inhalt`)
};

/**
* | output |
* | --- |
* | "Table of contents" |
*
* @param {Site_Legal_ContentsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_legal_contents = /** @type {((inputs?: Site_Legal_ContentsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Legal_ContentsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_legal_contents(inputs)
	return en_site_legal_contents(inputs)
});