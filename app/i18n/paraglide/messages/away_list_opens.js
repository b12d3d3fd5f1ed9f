/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Away_List_OpensInputs */

const en_away_list_opens = /** @type {(inputs: Away_List_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · opens ${i?.date}`)
};

const de_away_list_opens = /** @type {(inputs: Away_List_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · öffnet ${i?.date}`)
};

/**
* | output |
* | --- |
* | "· opens {date}" |
*
* @param {Away_List_OpensInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_list_opens = /** @type {((inputs: Away_List_OpensInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_List_OpensInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_list_opens(inputs)
	return en_away_list_opens(inputs)
});