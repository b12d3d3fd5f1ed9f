/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Ballot_Pay_OnlineInputs */

const en_away_ballot_pay_online = /** @type {(inputs: Away_Ballot_Pay_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pay online`)
};

const de_away_ballot_pay_online = /** @type {(inputs: Away_Ballot_Pay_OnlineInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Online bezahlen`)
};

/**
* | output |
* | --- |
* | "Pay online" |
*
* @param {Away_Ballot_Pay_OnlineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_pay_online = /** @type {((inputs?: Away_Ballot_Pay_OnlineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Pay_OnlineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_ballot_pay_online(inputs)
	return en_away_ballot_pay_online(inputs)
});