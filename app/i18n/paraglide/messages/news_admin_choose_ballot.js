/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Choose_BallotInputs */

const en_news_admin_choose_ballot = /** @type {(inputs: News_Admin_Choose_BallotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a ballot`)
};

const de_news_admin_choose_ballot = /** @type {(inputs: News_Admin_Choose_BallotInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlosung wählen`)
};

/**
* | output |
* | --- |
* | "Choose a ballot" |
*
* @param {News_Admin_Choose_BallotInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_choose_ballot = /** @type {((inputs?: News_Admin_Choose_BallotInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Choose_BallotInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_choose_ballot(inputs)
	return en_news_admin_choose_ballot(inputs)
});