/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_List_IntroInputs */

const en_events_list_intro = /** @type {(inputs: Events_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Matches, watch parties and community events.`)
};

const de_events_list_intro = /** @type {(inputs: Events_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiele, Public Viewings und Vereinstermine.`)
};

/**
* | output |
* | --- |
* | "Matches, watch parties and community events." |
*
* @param {Events_List_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_list_intro = /** @type {((inputs?: Events_List_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_List_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_list_intro(inputs)
	return en_events_list_intro(inputs)
});