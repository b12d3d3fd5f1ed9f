/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Away_Ballot_TitleInputs */

const en_away_ballot_title = /** @type {(inputs: Away_Ballot_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Away ballot: ${i?.title}`)
};

const de_away_ballot_title = /** @type {(inputs: Away_Ballot_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Verlosung Auswärtsfahrt: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Away ballot: {title}" |
*
* @param {Away_Ballot_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_title = /** @type {((inputs: Away_Ballot_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_ballot_title(inputs)
	return en_away_ballot_title(inputs)
});