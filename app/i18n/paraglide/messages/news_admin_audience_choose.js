/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Audience_ChooseInputs */

const en_news_admin_audience_choose = /** @type {(inputs: News_Admin_Audience_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose who gets it`)
};

const de_news_admin_audience_choose = /** @type {(inputs: News_Admin_Audience_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle, wer sie bekommt`)
};

/**
* | output |
* | --- |
* | "Choose who gets it" |
*
* @param {News_Admin_Audience_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_audience_choose = /** @type {((inputs?: News_Admin_Audience_ChooseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Audience_ChooseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_audience_choose(inputs)
	return en_news_admin_audience_choose(inputs)
});