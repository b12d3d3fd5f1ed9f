/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_No_MessagesInputs */

const en_tickets_admin_no_messages = /** @type {(inputs: Tickets_Admin_No_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No messages.`)
};

const de_tickets_admin_no_messages = /** @type {(inputs: Tickets_Admin_No_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Keine Nachrichten.`)
};

/**
* | output |
* | --- |
* | "No messages." |
*
* @param {Tickets_Admin_No_MessagesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_no_messages = /** @type {((inputs?: Tickets_Admin_No_MessagesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_No_MessagesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_no_messages(inputs)
	return en_tickets_admin_no_messages(inputs)
});