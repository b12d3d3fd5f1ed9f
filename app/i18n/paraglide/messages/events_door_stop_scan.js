/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_Stop_ScanInputs */

const en_events_door_stop_scan = /** @type {(inputs: Events_Door_Stop_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stop scanning`)
};

const de_events_door_stop_scan = /** @type {(inputs: Events_Door_Stop_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scannen beenden`)
};

/**
* | output |
* | --- |
* | "Stop scanning" |
*
* @param {Events_Door_Stop_ScanInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_stop_scan = /** @type {((inputs?: Events_Door_Stop_ScanInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Stop_ScanInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_stop_scan(inputs)
	return en_events_door_stop_scan(inputs)
});