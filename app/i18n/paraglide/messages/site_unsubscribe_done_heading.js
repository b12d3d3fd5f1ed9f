/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Unsubscribe_Done_HeadingInputs */

const en_site_unsubscribe_done_heading = /** @type {(inputs: Site_Unsubscribe_Done_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You are unsubscribed`)
};

const de_site_unsubscribe_done_heading = /** @type {(inputs: Site_Unsubscribe_Done_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbestellt`)
};

/**
* | output |
* | --- |
* | "You are unsubscribed" |
*
* @param {Site_Unsubscribe_Done_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_unsubscribe_done_heading = /** @type {((inputs?: Site_Unsubscribe_Done_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Unsubscribe_Done_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_unsubscribe_done_heading(inputs)
	return en_site_unsubscribe_done_heading(inputs)
});