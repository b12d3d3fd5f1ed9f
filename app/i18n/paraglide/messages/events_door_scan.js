/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_ScanInputs */

const en_events_door_scan = /** @type {(inputs: Events_Door_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Scan a card`)
};

const de_events_door_scan = /** @type {(inputs: Events_Door_ScanInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Karte scannen`)
};

/**
* | output |
* | --- |
* | "Scan a card" |
*
* @param {Events_Door_ScanInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_scan = /** @type {((inputs?: Events_Door_ScanInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_ScanInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_scan(inputs)
	return en_events_door_scan(inputs)
});