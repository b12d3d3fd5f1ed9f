/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Manage_TicketsInputs */

const en_admin_dashboard_manage_tickets = /** @type {(inputs: Admin_Dashboard_Manage_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Manage ticket listings`)
};

const de_admin_dashboard_manage_tickets = /** @type {(inputs: Admin_Dashboard_Manage_TicketsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketbörse verwalten`)
};

/**
* | output |
* | --- |
* | "Manage ticket listings" |
*
* @param {Admin_Dashboard_Manage_TicketsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_manage_tickets = /** @type {((inputs?: Admin_Dashboard_Manage_TicketsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Manage_TicketsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_manage_tickets(inputs)
	return en_admin_dashboard_manage_tickets(inputs)
});