/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Audience_Ballot_ApplicantsInputs */

const en_news_admin_audience_ballot_applicants = /** @type {(inputs: News_Admin_Audience_Ballot_ApplicantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An away-day ballot's applicants`)
};

const de_news_admin_audience_ballot_applicants = /** @type {(inputs: News_Admin_Audience_Ballot_ApplicantsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bewerber einer Verlosung`)
};

/**
* | output |
* | --- |
* | "An away-day ballot's applicants" |
*
* @param {News_Admin_Audience_Ballot_ApplicantsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_audience_ballot_applicants = /** @type {((inputs?: News_Admin_Audience_Ballot_ApplicantsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Audience_Ballot_ApplicantsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_audience_ballot_applicants(inputs)
	return en_news_admin_audience_ballot_applicants(inputs)
});