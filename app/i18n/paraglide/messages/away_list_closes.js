/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Away_List_ClosesInputs */

const en_away_list_closes = /** @type {(inputs: Away_List_ClosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · closes ${i?.date}`)
};

const de_away_list_closes = /** @type {(inputs: Away_List_ClosesInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (` · schließt ${i?.date}`)
};

/**
* | output |
* | --- |
* | "· closes {date}" |
*
* @param {Away_List_ClosesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_list_closes = /** @type {((inputs: Away_List_ClosesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_List_ClosesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_list_closes(inputs)
	return en_away_list_closes(inputs)
});