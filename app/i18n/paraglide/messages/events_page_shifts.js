/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Page_ShiftsInputs */

const en_events_page_shifts = /** @type {(inputs: Events_Page_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteer shifts`)
};

const de_events_page_shifts = /** @type {(inputs: Events_Page_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferschichten`)
};

/**
* | output |
* | --- |
* | "Volunteer shifts" |
*
* @param {Events_Page_ShiftsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_page_shifts = /** @type {((inputs?: Events_Page_ShiftsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Page_ShiftsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_page_shifts(inputs)
	return en_events_page_shifts(inputs)
});