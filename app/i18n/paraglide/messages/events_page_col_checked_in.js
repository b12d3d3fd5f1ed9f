/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Page_Col_Checked_InInputs */

const en_events_page_col_checked_in = /** @type {(inputs: Events_Page_Col_Checked_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Checked in`)
};

const de_events_page_col_checked_in = /** @type {(inputs: Events_Page_Col_Checked_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Eingelassen`)
};

/**
* | output |
* | --- |
* | "Checked in" |
*
* @param {Events_Page_Col_Checked_InInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_col_checked_in = /** @type {((inputs?: Events_Page_Col_Checked_InInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Col_Checked_InInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_col_checked_in(inputs)
	return en_events_page_col_checked_in(inputs)
});