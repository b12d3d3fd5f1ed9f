/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Col_VotesInputs */

const en_meetings_col_votes = /** @type {(inputs: Meetings_Col_VotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Votes`)
};

const de_meetings_col_votes = /** @type {(inputs: Meetings_Col_VotesInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stimmen`)
};

/**
* | output |
* | --- |
* | "Votes" |
*
* @param {Meetings_Col_VotesInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_col_votes = /** @type {((inputs?: Meetings_Col_VotesInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Col_VotesInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_col_votes(inputs)
	return en_meetings_col_votes(inputs)
});