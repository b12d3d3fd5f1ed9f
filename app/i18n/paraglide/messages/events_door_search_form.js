/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_Search_FormInputs */

const en_events_door_search_form = /** @type {(inputs: Events_Door_Search_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Search members`)
};

const de_events_door_search_form = /** @type {(inputs: Events_Door_Search_FormInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder suchen`)
};

/**
* | output |
* | --- |
* | "Search members" |
*
* @param {Events_Door_Search_FormInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_search_form = /** @type {((inputs?: Events_Door_Search_FormInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Search_FormInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_search_form(inputs)
	return en_events_door_search_form(inputs)
});