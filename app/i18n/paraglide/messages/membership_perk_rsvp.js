/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Perk_RsvpInputs */

const en_membership_perk_rsvp = /** @type {(inputs: Membership_Perk_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`RSVP to group events`)
};

const de_membership_perk_rsvp = /** @type {(inputs: Membership_Perk_RsvpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zu Terminen der Gruppe zusagen`)
};

/**
* | output |
* | --- |
* | "RSVP to group events" |
*
* @param {Membership_Perk_RsvpInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_rsvp = /** @type {((inputs?: Membership_Perk_RsvpInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_RsvpInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_perk_rsvp(inputs)
	return en_membership_perk_rsvp(inputs)
});