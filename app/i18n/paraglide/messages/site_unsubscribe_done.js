/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ category: NonNullable<unknown> }} Site_Unsubscribe_DoneInputs */

const en_site_unsubscribe_done = /** @type {(inputs: Site_Unsubscribe_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`You will no longer get ${i?.category} emails.`)
};

const de_site_unsubscribe_done = /** @type {(inputs: Site_Unsubscribe_DoneInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Du bekommst keine E-Mails zu „${i?.category}“ mehr.`)
};

/**
* | output |
* | --- |
* | "You will no longer get {category} emails." |
*
* @param {Site_Unsubscribe_DoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_unsubscribe_done = /** @type {((inputs: Site_Unsubscribe_DoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Unsubscribe_DoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_unsubscribe_done(inputs)
	return en_site_unsubscribe_done(inputs)
});