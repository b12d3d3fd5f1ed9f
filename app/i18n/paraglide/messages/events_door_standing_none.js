/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_Standing_NoneInputs */

const en_events_door_standing_none = /** @type {(inputs: Events_Door_Standing_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a member`)
};

const de_events_door_standing_none = /** @type {(inputs: Events_Door_Standing_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Mitglied`)
};

/**
* | output |
* | --- |
* | "Not a member" |
*
* @param {Events_Door_Standing_NoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_standing_none = /** @type {((inputs?: Events_Door_Standing_NoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Standing_NoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_standing_none(inputs)
	return en_events_door_standing_none(inputs)
});