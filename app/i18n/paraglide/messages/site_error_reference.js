/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ reference: NonNullable<unknown> }} Site_Error_ReferenceInputs */

const en_site_error_reference = /** @type {(inputs: Site_Error_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`If you ask us about this, quote the reference ${i?.reference}.`)
};

const de_site_error_reference = /** @type {(inputs: Site_Error_ReferenceInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Wenn du uns deswegen schreibst, nenne bitte die Referenz ${i?.reference}.`)
};

/**
* | output |
* | --- |
* | "If you ask us about this, quote the reference {reference}." |
*
* @param {Site_Error_ReferenceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_error_reference = /** @type {((inputs: Site_Error_ReferenceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Error_ReferenceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_error_reference(inputs)
	return en_site_error_reference(inputs)
});