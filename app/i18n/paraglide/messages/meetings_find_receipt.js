/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Find_ReceiptInputs */

const en_meetings_find_receipt = /** @type {(inputs: Meetings_Find_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check your receipt`)
};

const de_meetings_find_receipt = /** @type {(inputs: Meetings_Find_ReceiptInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deinen Beleg prüfen`)
};

/**
* | output |
* | --- |
* | "Check your receipt" |
*
* @param {Meetings_Find_ReceiptInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_find_receipt = /** @type {((inputs?: Meetings_Find_ReceiptInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Find_ReceiptInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_find_receipt(inputs)
	return en_meetings_find_receipt(inputs)
});