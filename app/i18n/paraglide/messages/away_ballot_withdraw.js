/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Ballot_WithdrawInputs */

const en_away_ballot_withdraw = /** @type {(inputs: Away_Ballot_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw application`)
};

const de_away_ballot_withdraw = /** @type {(inputs: Away_Ballot_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bewerbung zurückziehen`)
};

/**
* | output |
* | --- |
* | "Withdraw application" |
*
* @param {Away_Ballot_WithdrawInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_withdraw = /** @type {((inputs?: Away_Ballot_WithdrawInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_WithdrawInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_ballot_withdraw(inputs)
	return en_away_ballot_withdraw(inputs)
});