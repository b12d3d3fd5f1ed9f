/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_ForbiddenInputs */

const en_events_door_forbidden = /** @type {(inputs: Events_Door_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Only admins and this event's volunteers can check people in at its door.`)
};

const de_events_door_forbidden = /** @type {(inputs: Events_Door_ForbiddenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur Admins und die Helfer:innen dieses Termins können am Einlass einlassen.`)
};

/**
* | output |
* | --- |
* | "Only admins and this event's volunteers can check people in at its door." |
*
* @param {Events_Door_ForbiddenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_forbidden = /** @type {((inputs?: Events_Door_ForbiddenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_ForbiddenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_forbidden(inputs)
	return en_events_door_forbidden(inputs)
});