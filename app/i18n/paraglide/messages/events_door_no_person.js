/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_No_PersonInputs */

const en_events_door_no_person = /** @type {(inputs: Events_Door_No_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No member on this card`)
};

const de_events_door_no_person = /** @type {(inputs: Events_Door_No_PersonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Mitglied zu dieser Karte`)
};

/**
* | output |
* | --- |
* | "No member on this card" |
*
* @param {Events_Door_No_PersonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_no_person = /** @type {((inputs?: Events_Door_No_PersonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_No_PersonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_no_person(inputs)
	return en_events_door_no_person(inputs)
});