/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Page_New_TabInputs */

const en_events_page_new_tab = /** @type {(inputs: Events_Page_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (opens a new tab)`)
};

const de_events_page_new_tab = /** @type {(inputs: Events_Page_New_TabInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (` (öffnet einen neuen Tab)`)
};

/**
* | output |
* | --- |
* | "(opens a new tab)" |
*
* @param {Events_Page_New_TabInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_new_tab = /** @type {((inputs?: Events_Page_New_TabInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_New_TabInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_new_tab(inputs)
	return en_events_page_new_tab(inputs)
});