/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_List_No_PastInputs */

const en_events_list_no_past = /** @type {(inputs: Events_List_No_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No past events yet.`)
};

const de_events_list_no_past = /** @type {(inputs: Events_List_No_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine vergangenen Termine.`)
};

/**
* | output |
* | --- |
* | "No past events yet." |
*
* @param {Events_List_No_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_list_no_past = /** @type {((inputs?: Events_List_No_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_List_No_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_list_no_past(inputs)
	return en_events_list_no_past(inputs)
});