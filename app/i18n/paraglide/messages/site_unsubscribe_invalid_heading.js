/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Unsubscribe_Invalid_HeadingInputs */

const en_site_unsubscribe_invalid_heading = /** @type {(inputs: Site_Unsubscribe_Invalid_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This unsubscribe link does not work`)
};

const de_site_unsubscribe_invalid_heading = /** @type {(inputs: Site_Unsubscribe_Invalid_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Abmeldelink funktioniert nicht`)
};

/**
* | output |
* | --- |
* | "This unsubscribe link does not work" |
*
* @param {Site_Unsubscribe_Invalid_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_unsubscribe_invalid_heading = /** @type {((inputs?: Site_Unsubscribe_Invalid_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Unsubscribe_Invalid_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_unsubscribe_invalid_heading(inputs)
	return en_site_unsubscribe_invalid_heading(inputs)
});