/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Ballot_Partner_HintInputs */

const en_away_ballot_partner_hint = /** @type {(inputs: Away_Ballot_Partner_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`To apply for two tickets with another member: the ID on their member card, e.g. #1A2B3C4D. You win or lose together.`)
};

const de_away_ballot_partner_hint = /** @type {(inputs: Away_Ballot_Partner_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Um dich mit einem anderen Mitglied für zwei Tickets zu bewerben: die ID auf dessen Mitgliedskarte, z. B. #1A2B3C4D. Ihr gewinnt oder verliert gemeinsam.`)
};

/**
* | output |
* | --- |
* | "To apply for two tickets with another member: the ID on their member card, e.g. #1A2B3C4D. You win or lose together." |
*
* @param {Away_Ballot_Partner_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_partner_hint = /** @type {((inputs?: Away_Ballot_Partner_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Partner_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_ballot_partner_hint(inputs)
	return en_away_ballot_partner_hint(inputs)
});