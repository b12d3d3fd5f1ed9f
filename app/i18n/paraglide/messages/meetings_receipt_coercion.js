/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Receipt_CoercionInputs */

const en_meetings_receipt_coercion = /** @type {(inputs: Meetings_Receipt_CoercionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It does not protect you from someone who makes you show it: whoever sees your receipt can find your vote here. Keep it to yourself.`)
};

const de_meetings_receipt_coercion = /** @type {(inputs: Meetings_Receipt_CoercionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Er schützt dich nicht vor jemandem, der dich zwingt, ihn zu zeigen: Wer deinen Beleg sieht, findet hier deine Stimme. Behalte ihn für dich.`)
};

/**
* | output |
* | --- |
* | "It does not protect you from someone who makes you show it: whoever sees your receipt can find your vote here. Keep it to yourself." |
*
* @param {Meetings_Receipt_CoercionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_receipt_coercion = /** @type {((inputs?: Meetings_Receipt_CoercionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Receipt_CoercionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_receipt_coercion(inputs)
	return en_meetings_receipt_coercion(inputs)
});