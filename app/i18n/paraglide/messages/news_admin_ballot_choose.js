/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Ballot_ChooseInputs */

const en_news_admin_ballot_choose = /** @type {(inputs: News_Admin_Ballot_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the ballot`)
};

const de_news_admin_ballot_choose = /** @type {(inputs: News_Admin_Ballot_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle die Verlosung`)
};

/**
* | output |
* | --- |
* | "Choose the ballot" |
*
* @param {News_Admin_Ballot_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_ballot_choose = /** @type {((inputs?: News_Admin_Ballot_ChooseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Ballot_ChooseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_ballot_choose(inputs)
	return en_news_admin_ballot_choose(inputs)
});