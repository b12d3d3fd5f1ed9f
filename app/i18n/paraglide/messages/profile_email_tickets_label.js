/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Email_Tickets_LabelInputs */

const en_profile_email_tickets_label = /** @type {(inputs: Profile_Email_Tickets_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket alerts`)
};

const de_profile_email_tickets_label = /** @type {(inputs: Profile_Email_Tickets_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketbörse`)
};

/**
* | output |
* | --- |
* | "Ticket alerts" |
*
* @param {Profile_Email_Tickets_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_tickets_label = /** @type {((inputs?: Profile_Email_Tickets_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_Tickets_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_tickets_label(inputs)
	return en_profile_email_tickets_label(inputs)
});