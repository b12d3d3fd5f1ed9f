/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Mail_Events_Moved_ListerInputs */

const en_mail_events_moved_lister = /** @type {(inputs: Mail_Events_Moved_ListerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your ticket listing for this match shows the new time.`)
};

const de_mail_events_moved_lister = /** @type {(inputs: Mail_Events_Moved_ListerInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dein Angebot in der Ticketbörse für dieses Spiel zeigt die neue Zeit.`)
};

/**
* | output |
* | --- |
* | "Your ticket listing for this match shows the new time." |
*
* @param {Mail_Events_Moved_ListerInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_events_moved_lister = /** @type {((inputs?: Mail_Events_Moved_ListerInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Events_Moved_ListerInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_events_moved_lister(inputs)
	return en_mail_events_moved_lister(inputs)
});