/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_No_PackInputs */

const en_events_door_no_pack = /** @type {(inputs: Events_Door_No_PackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a member (offline, and this phone has no list of the members' cards yet)`)
};

const de_events_door_no_pack = /** @type {(inputs: Events_Door_No_PackInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Mitglied (offline, und dieses Handy hat noch keine Liste der Mitgliedskarten)`)
};

/**
* | output |
* | --- |
* | "Not a member (offline, and this phone has no list of the members' cards yet)" |
*
* @param {Events_Door_No_PackInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_no_pack = /** @type {((inputs?: Events_Door_No_PackInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_No_PackInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_no_pack(inputs)
	return en_events_door_no_pack(inputs)
});