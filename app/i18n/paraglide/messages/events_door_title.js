/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_TitleInputs */

const en_events_door_title = /** @type {(inputs: Events_Door_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check-in at the door`)
};

const de_events_door_title = /** @type {(inputs: Events_Door_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Einlass`)
};

/**
* | output |
* | --- |
* | "Check-in at the door" |
*
* @param {Events_Door_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_title = /** @type {((inputs?: Events_Door_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_title(inputs)
	return en_events_door_title(inputs)
});