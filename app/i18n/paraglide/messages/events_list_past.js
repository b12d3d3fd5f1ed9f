/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_List_PastInputs */

const en_events_list_past = /** @type {(inputs: Events_List_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Past Events`)
};

const de_events_list_past = /** @type {(inputs: Events_List_PastInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vergangene Termine`)
};

/**
* | output |
* | --- |
* | "Past Events" |
*
* @param {Events_List_PastInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_list_past = /** @type {((inputs?: Events_List_PastInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_List_PastInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_list_past(inputs)
	return en_events_list_past(inputs)
});