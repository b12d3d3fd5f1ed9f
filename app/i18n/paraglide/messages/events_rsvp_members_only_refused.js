/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Rsvp_Members_Only_RefusedInputs */

const en_events_rsvp_members_only_refused = /** @type {(inputs: Events_Rsvp_Members_Only_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This event is for members only: RSVPs are open to active and lifetime members.`)
};

const de_events_rsvp_members_only_refused = /** @type {(inputs: Events_Rsvp_Members_Only_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieser Termin ist nur für Mitglieder: Zusagen können aktive und lebenslange Mitglieder geben.`)
};

/**
* | output |
* | --- |
* | "This event is for members only: RSVPs are open to active and lifetime members." |
*
* @param {Events_Rsvp_Members_Only_RefusedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_rsvp_members_only_refused = /** @type {((inputs?: Events_Rsvp_Members_Only_RefusedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Rsvp_Members_Only_RefusedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_rsvp_members_only_refused(inputs)
	return en_events_rsvp_members_only_refused(inputs)
});