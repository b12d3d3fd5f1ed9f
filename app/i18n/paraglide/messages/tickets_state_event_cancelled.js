/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_State_Event_CancelledInputs */

const en_tickets_state_event_cancelled = /** @type {(inputs: Tickets_State_Event_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match cancelled`)
};

const de_tickets_state_event_cancelled = /** @type {(inputs: Tickets_State_Event_CancelledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spiel abgesagt`)
};

/**
* | output |
* | --- |
* | "Match cancelled" |
*
* @param {Tickets_State_Event_CancelledInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_state_event_cancelled = /** @type {((inputs?: Tickets_State_Event_CancelledInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_State_Event_CancelledInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_state_event_cancelled(inputs)
	return en_tickets_state_event_cancelled(inputs)
});