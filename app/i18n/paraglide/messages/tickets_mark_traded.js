/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Mark_TradedInputs */

const en_tickets_mark_traded = /** @type {(inputs: Tickets_Mark_TradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mark traded`)
};

const de_tickets_mark_traded = /** @type {(inputs: Tickets_Mark_TradedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Als getauscht markieren`)
};

/**
* | output |
* | --- |
* | "Mark traded" |
*
* @param {Tickets_Mark_TradedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_mark_traded = /** @type {((inputs?: Tickets_Mark_TradedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Mark_TradedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_mark_traded(inputs)
	return en_tickets_mark_traded(inputs)
});