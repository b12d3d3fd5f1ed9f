/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_Members_Only_EventInputs */

const en_events_door_members_only_event = /** @type {(inputs: Events_Door_Members_Only_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members-only event`)
};

const de_events_door_members_only_event = /** @type {(inputs: Events_Door_Members_Only_EventInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur für Mitglieder`)
};

/**
* | output |
* | --- |
* | "Members-only event" |
*
* @param {Events_Door_Members_Only_EventInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_members_only_event = /** @type {((inputs?: Events_Door_Members_Only_EventInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Members_Only_EventInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_members_only_event(inputs)
	return en_events_door_members_only_event(inputs)
});