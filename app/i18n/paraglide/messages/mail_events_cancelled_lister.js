/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Events_Cancelled_ListerInputs */

const en_mail_events_cancelled_lister = /** @type {(inputs: Mail_Events_Cancelled_ListerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your ticket listing for it has been closed and has left the exchange.`)
};

const de_mail_events_cancelled_lister = /** @type {(inputs: Mail_Events_Cancelled_ListerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Angebot dafür wurde geschlossen und ist aus der Ticketbörse verschwunden.`)
};

/**
* | output |
* | --- |
* | "Your ticket listing for it has been closed and has left the exchange." |
*
* @param {Mail_Events_Cancelled_ListerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_events_cancelled_lister = /** @type {((inputs?: Mail_Events_Cancelled_ListerInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Events_Cancelled_ListerInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_events_cancelled_lister(inputs)
	return en_mail_events_cancelled_lister(inputs)
});