/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_Membership_ExpiredInputs */

const en_events_door_membership_expired = /** @type {(inputs: Events_Door_Membership_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Membership expired — ask at the table`)
};

const de_events_door_membership_expired = /** @type {(inputs: Events_Door_Membership_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitgliedschaft abgelaufen – bitte am Tisch fragen`)
};

/**
* | output |
* | --- |
* | "Membership expired — ask at the table" |
*
* @param {Events_Door_Membership_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_membership_expired = /** @type {((inputs?: Events_Door_Membership_ExpiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Membership_ExpiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_membership_expired(inputs)
	return en_events_door_membership_expired(inputs)
});