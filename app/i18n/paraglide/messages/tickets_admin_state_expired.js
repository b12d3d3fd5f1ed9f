/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_State_ExpiredInputs */

const en_tickets_admin_state_expired = /** @type {(inputs: Tickets_Admin_State_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Expired (the match has started)`)
};

const de_tickets_admin_state_expired = /** @type {(inputs: Tickets_Admin_State_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Abgelaufen (das Spiel hat begonnen)`)
};

/**
* | output |
* | --- |
* | "Expired (the match has started)" |
*
* @param {Tickets_Admin_State_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_state_expired = /** @type {((inputs?: Tickets_Admin_State_ExpiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_State_ExpiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_state_expired(inputs)
	return en_tickets_admin_state_expired(inputs)
});