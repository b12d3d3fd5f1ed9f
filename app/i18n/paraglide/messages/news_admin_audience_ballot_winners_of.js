/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ match: NonNullable<unknown> }} News_Admin_Audience_Ballot_Winners_OfInputs */

const en_news_admin_audience_ballot_winners_of = /** @type {(inputs: News_Admin_Audience_Ballot_Winners_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Winners of the ballot for ${i?.match}`)
};

const de_news_admin_audience_ballot_winners_of = /** @type {(inputs: News_Admin_Audience_Ballot_Winners_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gewinner der Verlosung für ${i?.match}`)
};

/**
* | output |
* | --- |
* | "Winners of the ballot for {match}" |
*
* @param {News_Admin_Audience_Ballot_Winners_OfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_audience_ballot_winners_of = /** @type {((inputs: News_Admin_Audience_Ballot_Winners_OfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Audience_Ballot_Winners_OfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_audience_ballot_winners_of(inputs)
	return en_news_admin_audience_ballot_winners_of(inputs)
});