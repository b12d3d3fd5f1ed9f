/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_OfflineInputs */

const en_events_door_offline = /** @type {(inputs: Events_Door_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline — scans are judged on this phone and sent when the signal is back.`)
};

const de_events_door_offline = /** @type {(inputs: Events_Door_OfflineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offline – Scans werden auf diesem Handy geprüft und gesendet, sobald wieder Netz da ist.`)
};

/**
* | output |
* | --- |
* | "Offline — scans are judged on this phone and sent when the signal is back." |
*
* @param {Events_Door_OfflineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_offline = /** @type {((inputs?: Events_Door_OfflineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_OfflineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_offline(inputs)
	return en_events_door_offline(inputs)
});