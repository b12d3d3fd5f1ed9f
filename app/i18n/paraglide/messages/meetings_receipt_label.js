/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Receipt_LabelInputs */

const en_meetings_receipt_label = /** @type {(inputs: Meetings_Receipt_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Receipt code`)
};

const de_meetings_receipt_label = /** @type {(inputs: Meetings_Receipt_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beleg-Code`)
};

/**
* | output |
* | --- |
* | "Receipt code" |
*
* @param {Meetings_Receipt_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_receipt_label = /** @type {((inputs?: Meetings_Receipt_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Receipt_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_receipt_label(inputs)
	return en_meetings_receipt_label(inputs)
});