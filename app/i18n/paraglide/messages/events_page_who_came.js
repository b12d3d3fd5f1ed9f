/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Page_Who_CameInputs */

const en_events_page_who_came = /** @type {(inputs: Events_Page_Who_CameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who came`)
};

const de_events_page_who_came = /** @type {(inputs: Events_Page_Who_CameInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer da war`)
};

/**
* | output |
* | --- |
* | "Who came" |
*
* @param {Events_Page_Who_CameInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_who_came = /** @type {((inputs?: Events_Page_Who_CameInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Who_CameInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_who_came(inputs)
	return en_events_page_who_came(inputs)
});