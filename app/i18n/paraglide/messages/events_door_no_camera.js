/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_No_CameraInputs */

const en_events_door_no_camera = /** @type {(inputs: Events_Door_No_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No camera could be opened: search by name or Member ID below.`)
};

const de_events_door_no_camera = /** @type {(inputs: Events_Door_No_CameraInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Kamera verfügbar: Suche unten nach Name oder Mitgliedsnummer.`)
};

/**
* | output |
* | --- |
* | "No camera could be opened: search by name or Member ID below." |
*
* @param {Events_Door_No_CameraInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_no_camera = /** @type {((inputs?: Events_Door_No_CameraInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_No_CameraInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_no_camera(inputs)
	return en_events_door_no_camera(inputs)
});