/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Admin_State_Event_CancelledInputs */

const en_tickets_admin_state_event_cancelled = /** @type {(inputs: Tickets_Admin_State_Event_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed when its match was cancelled`)
};

const de_tickets_admin_state_event_cancelled = /** @type {(inputs: Tickets_Admin_State_Event_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Geschlossen, als das Spiel abgesagt wurde`)
};

/**
* | output |
* | --- |
* | "Closed when its match was cancelled" |
*
* @param {Tickets_Admin_State_Event_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_admin_state_event_cancelled = /** @type {((inputs?: Tickets_Admin_State_Event_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Admin_State_Event_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_admin_state_event_cancelled(inputs)
	return en_tickets_admin_state_event_cancelled(inputs)
});