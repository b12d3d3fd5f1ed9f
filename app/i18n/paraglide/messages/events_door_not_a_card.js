/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_Not_A_CardInputs */

const en_events_door_not_a_card = /** @type {(inputs: Events_Door_Not_A_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This QR code is not a member card.`)
};

const de_events_door_not_a_card = /** @type {(inputs: Events_Door_Not_A_CardInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser QR-Code ist keine Mitgliedskarte.`)
};

/**
* | output |
* | --- |
* | "This QR code is not a member card." |
*
* @param {Events_Door_Not_A_CardInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_not_a_card = /** @type {((inputs?: Events_Door_Not_A_CardInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Not_A_CardInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_not_a_card(inputs)
	return en_events_door_not_a_card(inputs)
});