/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_Scan_HintInputs */

const en_events_door_scan_hint = /** @type {(inputs: Events_Door_Scan_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Hold the member card's QR code in front of the camera.`)
};

const de_events_door_scan_hint = /** @type {(inputs: Events_Door_Scan_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Halte den QR-Code der Mitgliedskarte vor die Kamera.`)
};

/**
* | output |
* | --- |
* | "Hold the member card's QR code in front of the camera." |
*
* @param {Events_Door_Scan_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_scan_hint = /** @type {((inputs?: Events_Door_Scan_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Scan_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_scan_hint(inputs)
	return en_events_door_scan_hint(inputs)
});