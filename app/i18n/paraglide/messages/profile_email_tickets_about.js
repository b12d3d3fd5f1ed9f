/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Email_Tickets_AboutInputs */

const en_profile_email_tickets_about = /** @type {(inputs: Profile_Email_Tickets_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New listings on the ticket exchange.`)
};

const de_profile_email_tickets_about = /** @type {(inputs: Profile_Email_Tickets_AboutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neue Angebote in der Ticketbörse.`)
};

/**
* | output |
* | --- |
* | "New listings on the ticket exchange." |
*
* @param {Profile_Email_Tickets_AboutInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_email_tickets_about = /** @type {((inputs?: Profile_Email_Tickets_AboutInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Email_Tickets_AboutInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_email_tickets_about(inputs)
	return en_profile_email_tickets_about(inputs)
});