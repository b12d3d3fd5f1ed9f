/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ match: NonNullable<unknown> }} News_Admin_Audience_Ballot_Applicants_OfInputs */

const en_news_admin_audience_ballot_applicants_of = /** @type {(inputs: News_Admin_Audience_Ballot_Applicants_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Applicants of the ballot for ${i?.match}`)
};

const de_news_admin_audience_ballot_applicants_of = /** @type {(inputs: News_Admin_Audience_Ballot_Applicants_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Bewerber der Verlosung für ${i?.match}`)
};

/**
* | output |
* | --- |
* | "Applicants of the ballot for {match}" |
*
* @param {News_Admin_Audience_Ballot_Applicants_OfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_audience_ballot_applicants_of = /** @type {((inputs: News_Admin_Audience_Ballot_Applicants_OfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Audience_Ballot_Applicants_OfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_audience_ballot_applicants_of(inputs)
	return en_news_admin_audience_ballot_applicants_of(inputs)
});