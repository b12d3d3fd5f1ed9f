/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_State_ExpiredInputs */

const en_tickets_state_expired = /** @type {(inputs: Tickets_State_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Closed at kick-off`)
};

const de_tickets_state_expired = /** @type {(inputs: Tickets_State_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mit Anpfiff geschlossen`)
};

/**
* | output |
* | --- |
* | "Closed at kick-off" |
*
* @param {Tickets_State_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_state_expired = /** @type {((inputs?: Tickets_State_ExpiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_State_ExpiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_state_expired(inputs)
	return en_tickets_state_expired(inputs)
});