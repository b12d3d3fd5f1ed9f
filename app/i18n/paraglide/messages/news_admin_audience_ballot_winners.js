/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Audience_Ballot_WinnersInputs */

const en_news_admin_audience_ballot_winners = /** @type {(inputs: News_Admin_Audience_Ballot_WinnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An away-day ballot's winners`)
};

const de_news_admin_audience_ballot_winners = /** @type {(inputs: News_Admin_Audience_Ballot_WinnersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Gewinner einer Verlosung`)
};

/**
* | output |
* | --- |
* | "An away-day ballot's winners" |
*
* @param {News_Admin_Audience_Ballot_WinnersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_audience_ballot_winners = /** @type {((inputs?: News_Admin_Audience_Ballot_WinnersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Audience_Ballot_WinnersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_audience_ballot_winners(inputs)
	return en_news_admin_audience_ballot_winners(inputs)
});