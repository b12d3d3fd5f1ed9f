/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Page_MerchInputs */

const en_events_page_merch = /** @type {(inputs: Events_Page_MerchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merch to collect here`)
};

const de_events_page_merch = /** @type {(inputs: Events_Page_MerchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Merch zum Abholen hier`)
};

/**
* | output |
* | --- |
* | "Merch to collect here" |
*
* @param {Events_Page_MerchInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_merch = /** @type {((inputs?: Events_Page_MerchInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_MerchInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_merch(inputs)
	return en_events_page_merch(inputs)
});