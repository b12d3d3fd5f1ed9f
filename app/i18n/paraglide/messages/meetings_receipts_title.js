/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Receipts_TitleInputs */

const en_meetings_receipts_title = /** @type {(inputs: Meetings_Receipts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your vote is cast. Your receipts:`)
};

const de_meetings_receipts_title = /** @type {(inputs: Meetings_Receipts_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Deine Stimme ist abgegeben. Deine Belege:`)
};

/**
* | output |
* | --- |
* | "Your vote is cast. Your receipts:" |
*
* @param {Meetings_Receipts_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_receipts_title = /** @type {((inputs?: Meetings_Receipts_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Receipts_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_receipts_title(inputs)
	return en_meetings_receipts_title(inputs)
});