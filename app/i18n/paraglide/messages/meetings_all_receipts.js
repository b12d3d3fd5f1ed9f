/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Meetings_All_ReceiptsInputs */

const en_meetings_all_receipts = /** @type {(inputs: Meetings_All_ReceiptsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Every vote by receipt (${i?.count})`)
};

const de_meetings_all_receipts = /** @type {(inputs: Meetings_All_ReceiptsInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Alle Stimmen nach Beleg (${i?.count})`)
};

/**
* | output |
* | --- |
* | "Every vote by receipt ({count})" |
*
* @param {Meetings_All_ReceiptsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_all_receipts = /** @type {((inputs: Meetings_All_ReceiptsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_All_ReceiptsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_all_receipts(inputs)
	return en_meetings_all_receipts(inputs)
});