/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_Already_ClosedInputs */

const en_tickets_admin_already_closed = /** @type {(inputs: Tickets_Admin_Already_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That listing is already closed.`)
};

const de_tickets_admin_already_closed = /** @type {(inputs: Tickets_Admin_Already_ClosedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dieses Angebot ist schon geschlossen.`)
};

/**
* | output |
* | --- |
* | "That listing is already closed." |
*
* @param {Tickets_Admin_Already_ClosedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_already_closed = /** @type {((inputs?: Tickets_Admin_Already_ClosedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_Already_ClosedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_already_closed(inputs)
	return en_tickets_admin_already_closed(inputs)
});