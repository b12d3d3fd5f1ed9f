/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ url: NonNullable<unknown> }} Mail_Away_Passed_BallotInputs */

const en_mail_away_passed_ballot = /** @type {(inputs: Mail_Away_Passed_BallotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The ballot: ${i?.url}`)
};

const de_mail_away_passed_ballot = /** @type {(inputs: Mail_Away_Passed_BallotInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Die Verlosung: ${i?.url}`)
};

/**
* | output |
* | --- |
* | "The ballot: {url}" |
*
* @param {Mail_Away_Passed_BallotInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const mail_away_passed_ballot = /** @type {((inputs: Mail_Away_Passed_BallotInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Mail_Away_Passed_BallotInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_mail_away_passed_ballot(inputs)
	return en_mail_away_passed_ballot(inputs)
});