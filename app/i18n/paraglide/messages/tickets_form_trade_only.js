/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Form_Trade_OnlyInputs */

const en_tickets_form_trade_only = /** @type {(inputs: Tickets_Form_Trade_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For a trade only.`)
};

const de_tickets_form_trade_only = /** @type {(inputs: Tickets_Form_Trade_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Nur beim Tausch.`)
};

/**
* | output |
* | --- |
* | "For a trade only." |
*
* @param {Tickets_Form_Trade_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_form_trade_only = /** @type {((inputs?: Tickets_Form_Trade_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Form_Trade_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_form_trade_only(inputs)
	return en_tickets_form_trade_only(inputs)
});