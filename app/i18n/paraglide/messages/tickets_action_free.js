/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Action_FreeInputs */

const en_tickets_action_free = /** @type {(inputs: Tickets_Action_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Claim Ticket`)
};

const de_tickets_action_free = /** @type {(inputs: Tickets_Action_FreeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket holen`)
};

/**
* | output |
* | --- |
* | "Claim Ticket" |
*
* @param {Tickets_Action_FreeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_action_free = /** @type {((inputs?: Tickets_Action_FreeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Action_FreeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_action_free(inputs)
	return en_tickets_action_free(inputs)
});