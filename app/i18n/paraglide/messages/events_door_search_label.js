/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_Search_LabelInputs */

const en_events_door_search_label = /** @type {(inputs: Events_Door_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name or Member ID`)
};

const de_events_door_search_label = /** @type {(inputs: Events_Door_Search_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Name oder Mitgliedsnummer`)
};

/**
* | output |
* | --- |
* | "Name or Member ID" |
*
* @param {Events_Door_Search_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_search_label = /** @type {((inputs?: Events_Door_Search_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Search_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_search_label(inputs)
	return en_events_door_search_label(inputs)
});