/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Receipt_MalformedInputs */

const en_meetings_receipt_malformed = /** @type {(inputs: Meetings_Receipt_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A receipt code is 16 letters and digits, like 7K2M-Q9XA-4D1F-ZC8H.`)
};

const de_meetings_receipt_malformed = /** @type {(inputs: Meetings_Receipt_MalformedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ein Beleg-Code hat 16 Buchstaben und Ziffern, z. B. 7K2M-Q9XA-4D1F-ZC8H.`)
};

/**
* | output |
* | --- |
* | "A receipt code is 16 letters and digits, like 7K2M-Q9XA-4D1F-ZC8H." |
*
* @param {Meetings_Receipt_MalformedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_receipt_malformed = /** @type {((inputs?: Meetings_Receipt_MalformedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Receipt_MalformedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_receipt_malformed(inputs)
	return en_meetings_receipt_malformed(inputs)
});