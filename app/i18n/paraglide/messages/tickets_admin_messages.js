/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_MessagesInputs */

const en_tickets_admin_messages = /** @type {(inputs: Tickets_Admin_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Messages to the poster`)
};

const de_tickets_admin_messages = /** @type {(inputs: Tickets_Admin_MessagesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nachrichten an die anbietende Person`)
};

/**
* | output |
* | --- |
* | "Messages to the poster" |
*
* @param {Tickets_Admin_MessagesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_messages = /** @type {((inputs?: Tickets_Admin_MessagesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_MessagesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_messages(inputs)
	return en_tickets_admin_messages(inputs)
});