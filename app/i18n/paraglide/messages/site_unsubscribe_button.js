/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Site_Unsubscribe_ButtonInputs */

const en_site_unsubscribe_button = /** @type {(inputs: Site_Unsubscribe_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unsubscribe`)
};

const de_site_unsubscribe_button = /** @type {(inputs: Site_Unsubscribe_ButtonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abbestellen`)
};

/**
* | output |
* | --- |
* | "Unsubscribe" |
*
* @param {Site_Unsubscribe_ButtonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const site_unsubscribe_button = /** @type {((inputs?: Site_Unsubscribe_ButtonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Site_Unsubscribe_ButtonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_site_unsubscribe_button(inputs)
	return en_site_unsubscribe_button(inputs)
});