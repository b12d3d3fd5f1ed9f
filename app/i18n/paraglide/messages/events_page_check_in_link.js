/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Page_Check_In_LinkInputs */

const en_events_page_check_in_link = /** @type {(inputs: Events_Page_Check_In_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check-in at the door`)
};

const de_events_page_check_in_link = /** @type {(inputs: Events_Page_Check_In_LinkInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einlass`)
};

/**
* | output |
* | --- |
* | "Check-in at the door" |
*
* @param {Events_Page_Check_In_LinkInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_check_in_link = /** @type {((inputs?: Events_Page_Check_In_LinkInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_Check_In_LinkInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_check_in_link(inputs)
	return en_events_page_check_in_link(inputs)
});