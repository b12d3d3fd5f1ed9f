/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_List_Meta_DescriptionInputs */

const en_events_list_meta_description = /** @type {(inputs: Events_List_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Upcoming matches, watch parties and community events.`)
};

const de_events_list_meta_description = /** @type {(inputs: Events_List_Meta_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anstehende Spiele, Public Viewings und Vereinstermine.`)
};

/**
* | output |
* | --- |
* | "Upcoming matches, watch parties and community events." |
*
* @param {Events_List_Meta_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_list_meta_description = /** @type {((inputs?: Events_List_Meta_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_List_Meta_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_list_meta_description(inputs)
	return en_events_list_meta_description(inputs)
});