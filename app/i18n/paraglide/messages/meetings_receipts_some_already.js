/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Meetings_Receipts_Some_AlreadyInputs */

const en_meetings_receipts_some_already = /** @type {(inputs: Meetings_Receipts_Some_AlreadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Items already voted on were left as they were: ${i?.count}.`)
};

const de_meetings_receipts_some_already = /** @type {(inputs: Meetings_Receipts_Some_AlreadyInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Punkte, über die schon abgestimmt war, blieben unverändert: ${i?.count}.`)
};

/**
* | output |
* | --- |
* | "Items already voted on were left as they were: {count}." |
*
* @param {Meetings_Receipts_Some_AlreadyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_receipts_some_already = /** @type {((inputs: Meetings_Receipts_Some_AlreadyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Receipts_Some_AlreadyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_receipts_some_already(inputs)
	return en_meetings_receipts_some_already(inputs)
});