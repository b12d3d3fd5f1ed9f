/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Not_Found_AfterInputs */

const en_site_not_found_after = /** @type {(inputs: Site_Not_Found_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`. It may have moved, or the link may be mistyped.`)
};

const de_site_not_found_after = /** @type {(inputs: Site_Not_Found_AfterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` gibt es nichts. Vielleicht wurde die Seite verschoben, oder der Link enthält einen Tippfehler.`)
};

/**
* | output |
* | --- |
* | ". It may have moved, or the link may be mistyped." |
*
* @param {Site_Not_Found_AfterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_not_found_after = /** @type {((inputs?: Site_Not_Found_AfterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Not_Found_AfterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_not_found_after(inputs)
	return en_site_not_found_after(inputs)
});