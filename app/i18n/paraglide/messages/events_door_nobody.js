/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_NobodyInputs */

const en_events_door_nobody = /** @type {(inputs: Events_Door_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose who to check in: search by name or Member ID.`)
};

const de_events_door_nobody = /** @type {(inputs: Events_Door_NobodyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle, wen du einlassen willst: Suche nach Name oder Mitgliedsnummer.`)
};

/**
* | output |
* | --- |
* | "Choose who to check in: search by name or Member ID." |
*
* @param {Events_Door_NobodyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_nobody = /** @type {((inputs?: Events_Door_NobodyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_NobodyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_nobody(inputs)
	return en_events_door_nobody(inputs)
});