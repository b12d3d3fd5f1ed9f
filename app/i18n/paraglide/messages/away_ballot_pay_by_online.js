/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Away_Ballot_Pay_By_OnlineInputs */

const en_away_ballot_pay_by_online = /** @type {(inputs: Away_Ballot_Pay_By_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pay by ${i?.date}, online or at the table. A place not paid by then passes down the order.`)
};

const de_away_ballot_pay_by_online = /** @type {(inputs: Away_Ballot_Pay_By_OnlineInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zahle bis ${i?.date}, online oder am Tisch. Ein bis dahin nicht bezahlter Platz geht in der Reihenfolge weiter.`)
};

/**
* | output |
* | --- |
* | "Pay by {date}, online or at the table. A place not paid by then passes down the order." |
*
* @param {Away_Ballot_Pay_By_OnlineInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_pay_by_online = /** @type {((inputs: Away_Ballot_Pay_By_OnlineInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Pay_By_OnlineInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_ballot_pay_by_online(inputs)
	return en_away_ballot_pay_by_online(inputs)
});