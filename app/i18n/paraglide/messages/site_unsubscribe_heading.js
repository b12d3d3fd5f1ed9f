/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown> }} Site_Unsubscribe_HeadingInputs */

const en_site_unsubscribe_heading = /** @type {(inputs: Site_Unsubscribe_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Unsubscribe from ${i?.category} emails`)
};

const de_site_unsubscribe_heading = /** @type {(inputs: Site_Unsubscribe_HeadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`E-Mails abbestellen: ${i?.category}`)
};

/**
* | output |
* | --- |
* | "Unsubscribe from {category} emails" |
*
* @param {Site_Unsubscribe_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_unsubscribe_heading = /** @type {((inputs: Site_Unsubscribe_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Unsubscribe_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_unsubscribe_heading(inputs)
	return en_site_unsubscribe_heading(inputs)
});