/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Ballot_Withdraw_PairInputs */

const en_away_ballot_withdraw_pair = /** @type {(inputs: Away_Ballot_Withdraw_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdrawing takes the pair out: your partner's application goes too.`)
};

const de_away_ballot_withdraw_pair = /** @type {(inputs: Away_Ballot_Withdraw_PairInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurückziehen nimmt das Paar heraus: Auch die Bewerbung deiner Partnerin oder deines Partners fällt weg.`)
};

/**
* | output |
* | --- |
* | "Withdrawing takes the pair out: your partner's application goes too." |
*
* @param {Away_Ballot_Withdraw_PairInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_withdraw_pair = /** @type {((inputs?: Away_Ballot_Withdraw_PairInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Withdraw_PairInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_ballot_withdraw_pair(inputs)
	return en_away_ballot_withdraw_pair(inputs)
});