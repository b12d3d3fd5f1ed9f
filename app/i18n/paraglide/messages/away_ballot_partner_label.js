/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Ballot_Partner_LabelInputs */

const en_away_ballot_partner_label = /** @type {(inputs: Away_Ballot_Partner_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Partner's Member ID (optional)`)
};

const de_away_ballot_partner_label = /** @type {(inputs: Away_Ballot_Partner_LabelInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieds-ID der Partnerin oder des Partners (optional)`)
};

/**
* | output |
* | --- |
* | "Partner's Member ID (optional)" |
*
* @param {Away_Ballot_Partner_LabelInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_ballot_partner_label = /** @type {((inputs?: Away_Ballot_Partner_LabelInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Ballot_Partner_LabelInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_ballot_partner_label(inputs)
	return en_away_ballot_partner_label(inputs)
});