/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Page_RelatedInputs */

const en_events_page_related = /** @type {(inputs: Events_Page_RelatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Related events`)
};

const de_events_page_related = /** @type {(inputs: Events_Page_RelatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ähnliche Termine`)
};

/**
* | output |
* | --- |
* | "Related events" |
*
* @param {Events_Page_RelatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_related = /** @type {((inputs?: Events_Page_RelatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_RelatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_related(inputs)
	return en_events_page_related(inputs)
});