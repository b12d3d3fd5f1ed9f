/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_List_Show_MoreInputs */

const en_events_list_show_more = /** @type {(inputs: Events_List_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Show more upcoming events`)
};

const de_events_list_show_more = /** @type {(inputs: Events_List_Show_MoreInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Weitere anstehende Termine zeigen`)
};

/**
* | output |
* | --- |
* | "Show more upcoming events" |
*
* @param {Events_List_Show_MoreInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_list_show_more = /** @type {((inputs?: Events_List_Show_MoreInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_List_Show_MoreInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_list_show_more(inputs)
	return en_events_list_show_more(inputs)
});