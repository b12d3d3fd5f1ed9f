/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Rsvp_Become_MemberInputs */

const en_events_rsvp_become_member = /** @type {(inputs: Events_Rsvp_Become_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Become a member`)
};

const de_events_rsvp_become_member = /** @type {(inputs: Events_Rsvp_Become_MemberInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglied werden`)
};

/**
* | output |
* | --- |
* | "Become a member" |
*
* @param {Events_Rsvp_Become_MemberInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_become_member = /** @type {((inputs?: Events_Rsvp_Become_MemberInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Become_MemberInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_become_member(inputs)
	return en_events_rsvp_become_member(inputs)
});