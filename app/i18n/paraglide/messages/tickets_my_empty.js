/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_My_EmptyInputs */

const en_tickets_my_empty = /** @type {(inputs: Tickets_My_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You have no listings yet.`)
};

const de_tickets_my_empty = /** @type {(inputs: Tickets_My_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast noch keine Angebote.`)
};

/**
* | output |
* | --- |
* | "You have no listings yet." |
*
* @param {Tickets_My_EmptyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_my_empty = /** @type {((inputs?: Tickets_My_EmptyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_My_EmptyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_my_empty(inputs)
	return en_tickets_my_empty(inputs)
});