/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Page_Not_Found_TitleInputs */

const en_events_page_not_found_title = /** @type {(inputs: Events_Page_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Event not found`)
};

const de_events_page_not_found_title = /** @type {(inputs: Events_Page_Not_Found_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Termin nicht gefunden`)
};

/**
* | output |
* | --- |
* | "Event not found" |
*
* @param {Events_Page_Not_Found_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_not_found_title = /** @type {((inputs?: Events_Page_Not_Found_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Not_Found_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_not_found_title(inputs)
	return en_events_page_not_found_title(inputs)
});