/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Col_ReceiptInputs */

const en_meetings_col_receipt = /** @type {(inputs: Meetings_Col_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt`)
};

const de_meetings_col_receipt = /** @type {(inputs: Meetings_Col_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beleg`)
};

/**
* | output |
* | --- |
* | "Receipt" |
*
* @param {Meetings_Col_ReceiptInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_col_receipt = /** @type {((inputs?: Meetings_Col_ReceiptInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Col_ReceiptInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_col_receipt(inputs)
	return en_meetings_col_receipt(inputs)
});