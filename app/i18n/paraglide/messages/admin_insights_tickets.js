/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_TicketsInputs */

const en_admin_insights_tickets = /** @type {(inputs: Admin_Insights_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket exchange`)
};

const de_admin_insights_tickets = /** @type {(inputs: Admin_Insights_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketbörse`)
};

/**
* | output |
* | --- |
* | "Ticket exchange" |
*
* @param {Admin_Insights_TicketsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_tickets = /** @type {((inputs?: Admin_Insights_TicketsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_TicketsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_tickets(inputs)
	return en_admin_insights_tickets(inputs)
});