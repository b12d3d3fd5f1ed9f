/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ item: NonNullable<unknown>, choice: NonNullable<unknown> }} Meetings_Receipt_FoundInputs */

const en_meetings_receipt_found = /** @type {(inputs: Meetings_Receipt_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.item}: your vote is counted as ${i?.choice}.`)
};

const de_meetings_receipt_found = /** @type {(inputs: Meetings_Receipt_FoundInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.item}: Deine Stimme wurde als ${i?.choice} gezählt.`)
};

/**
* | output |
* | --- |
* | "{item}: your vote is counted as {choice}." |
*
* @param {Meetings_Receipt_FoundInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_receipt_found = /** @type {((inputs: Meetings_Receipt_FoundInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Receipt_FoundInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_receipt_found(inputs)
	return en_meetings_receipt_found(inputs)
});