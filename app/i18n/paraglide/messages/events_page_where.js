/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Page_WhereInputs */

const en_events_page_where = /** @type {(inputs: Events_Page_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Where`)
};

const de_events_page_where = /** @type {(inputs: Events_Page_WhereInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wo`)
};

/**
* | output |
* | --- |
* | "Where" |
*
* @param {Events_Page_WhereInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_where = /** @type {((inputs?: Events_Page_WhereInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_WhereInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_where(inputs)
	return en_events_page_where(inputs)
});