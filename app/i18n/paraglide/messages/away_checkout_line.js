/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Away_Checkout_LineInputs */

const en_away_checkout_line = /** @type {(inputs: Away_Checkout_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Away ticket: ${i?.title}`)
};

const de_away_checkout_line = /** @type {(inputs: Away_Checkout_LineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Auswärtsticket: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Away ticket: {title}" |
*
* @param {Away_Checkout_LineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_checkout_line = /** @type {((inputs: Away_Checkout_LineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Checkout_LineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_checkout_line(inputs)
	return en_away_checkout_line(inputs)
});