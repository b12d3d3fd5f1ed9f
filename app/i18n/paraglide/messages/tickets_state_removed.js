/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_State_RemovedInputs */

const en_tickets_state_removed = /** @type {(inputs: Tickets_State_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Removed by an admin`)
};

const de_tickets_state_removed = /** @type {(inputs: Tickets_State_RemovedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Von der Verwaltung entfernt`)
};

/**
* | output |
* | --- |
* | "Removed by an admin" |
*
* @param {Tickets_State_RemovedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_state_removed = /** @type {((inputs?: Tickets_State_RemovedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_State_RemovedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_state_removed(inputs)
	return en_tickets_state_removed(inputs)
});