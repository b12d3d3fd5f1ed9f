/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Door_Not_A_MemberInputs */

const en_events_door_not_a_member = /** @type {(inputs: Events_Door_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Not a member`)
};

const de_events_door_not_a_member = /** @type {(inputs: Events_Door_Not_A_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kein Mitglied`)
};

/**
* | output |
* | --- |
* | "Not a member" |
*
* @param {Events_Door_Not_A_MemberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_door_not_a_member = /** @type {((inputs?: Events_Door_Not_A_MemberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Door_Not_A_MemberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_door_not_a_member(inputs)
	return en_events_door_not_a_member(inputs)
});