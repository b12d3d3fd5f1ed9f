/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Remove_ReasonInputs */

const en_tickets_remove_reason = /** @type {(inputs: Tickets_Remove_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Reason (emailed to the poster)`)
};

const de_tickets_remove_reason = /** @type {(inputs: Tickets_Remove_ReasonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Grund (geht per E-Mail an die Person, die es eingestellt hat)`)
};

/**
* | output |
* | --- |
* | "Reason (emailed to the poster)" |
*
* @param {Tickets_Remove_ReasonInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_remove_reason = /** @type {((inputs?: Tickets_Remove_ReasonInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Remove_ReasonInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_remove_reason(inputs)
	return en_tickets_remove_reason(inputs)
});