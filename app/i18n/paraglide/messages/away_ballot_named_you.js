/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ who: NonNullable<unknown> }} Away_Ballot_Named_YouInputs */

const en_away_ballot_named_you = /** @type {(inputs: Away_Ballot_Named_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} named you as their partner: two tickets, won or lost together, weighted by the mean of your points.`)
};

const de_away_ballot_named_you = /** @type {(inputs: Away_Ballot_Named_YouInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.who} hat dich als Partner:in genannt: zwei Tickets, gemeinsam gewonnen oder verloren, gewichtet nach dem Mittelwert eurer Punkte.`)
};

/**
* | output |
* | --- |
* | "{who} named you as their partner: two tickets, won or lost together, weighted by the mean of your points." |
*
* @param {Away_Ballot_Named_YouInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_named_you = /** @type {((inputs: Away_Ballot_Named_YouInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Named_YouInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_ballot_named_you(inputs)
	return en_away_ballot_named_you(inputs)
});