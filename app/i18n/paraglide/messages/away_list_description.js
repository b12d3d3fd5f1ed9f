/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_List_DescriptionInputs */

const en_away_list_description = /** @type {(inputs: Away_List_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticket ballots for away matches, drawn by a published rule that rewards loyalty.`)
};

const de_away_list_description = /** @type {(inputs: Away_List_DescriptionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ticketverlosungen für Auswärtsspiele, gezogen nach einer veröffentlichten Regel, die Treue belohnt.`)
};

/**
* | output |
* | --- |
* | "Ticket ballots for away matches, drawn by a published rule that rewards loyalty." |
*
* @param {Away_List_DescriptionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_list_description = /** @type {((inputs?: Away_List_DescriptionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_List_DescriptionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_list_description(inputs)
	return en_away_list_description(inputs)
});