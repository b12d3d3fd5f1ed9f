/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Page_GoingInputs */

const en_events_page_going = /** @type {(inputs: Events_Page_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Going`)
};

const de_events_page_going = /** @type {(inputs: Events_Page_GoingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zusagen`)
};

/**
* | output |
* | --- |
* | "Going" |
*
* @param {Events_Page_GoingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_going = /** @type {((inputs?: Events_Page_GoingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_GoingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_going(inputs)
	return en_events_page_going(inputs)
});