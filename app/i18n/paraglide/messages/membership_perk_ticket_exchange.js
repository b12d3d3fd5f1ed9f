/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Membership_Perk_Ticket_ExchangeInputs */

const en_membership_perk_ticket_exchange = /** @type {(inputs: Membership_Perk_Ticket_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`List and find tickets on the ticket exchange`)
};

const de_membership_perk_ticket_exchange = /** @type {(inputs: Membership_Perk_Ticket_ExchangeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets in der Ticketbörse anbieten und finden`)
};

/**
* | output |
* | --- |
* | "List and find tickets on the ticket exchange" |
*
* @param {Membership_Perk_Ticket_ExchangeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_perk_ticket_exchange = /** @type {((inputs?: Membership_Perk_Ticket_ExchangeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Perk_Ticket_ExchangeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_perk_ticket_exchange(inputs)
	return en_membership_perk_ticket_exchange(inputs)
});