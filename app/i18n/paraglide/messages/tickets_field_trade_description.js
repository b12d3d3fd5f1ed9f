/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tickets_Field_Trade_DescriptionInputs */

const en_tickets_field_trade_description = /** @type {(inputs: Tickets_Field_Trade_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Trade description`)
};

const de_tickets_field_trade_description = /** @type {(inputs: Tickets_Field_Trade_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tauschwunsch`)
};

/**
* | output |
* | --- |
* | "Trade description" |
*
* @param {Tickets_Field_Trade_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const tickets_field_trade_description = /** @type {((inputs?: Tickets_Field_Trade_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Tickets_Field_Trade_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_tickets_field_trade_description(inputs)
	return en_tickets_field_trade_description(inputs)
});