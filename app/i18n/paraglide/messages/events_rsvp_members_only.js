/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Rsvp_Members_OnlyInputs */

const en_events_rsvp_members_only = /** @type {(inputs: Events_Rsvp_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members only: RSVPs are open to active and lifetime members.`)
};

const de_events_rsvp_members_only = /** @type {(inputs: Events_Rsvp_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur für Mitglieder: Zusagen können aktive und lebenslange Mitglieder geben.`)
};

/**
* | output |
* | --- |
* | "Members only: RSVPs are open to active and lifetime members." |
*
* @param {Events_Rsvp_Members_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_members_only = /** @type {((inputs?: Events_Rsvp_Members_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Members_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_members_only(inputs)
	return en_events_rsvp_members_only(inputs)
});