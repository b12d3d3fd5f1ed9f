/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Visibility_ChooseInputs */

const en_news_admin_visibility_choose = /** @type {(inputs: News_Admin_Visibility_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose who can read it on the site`)
};

const de_news_admin_visibility_choose = /** @type {(inputs: News_Admin_Visibility_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle, wer sie auf der Website lesen kann`)
};

/**
* | output |
* | --- |
* | "Choose who can read it on the site" |
*
* @param {News_Admin_Visibility_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_visibility_choose = /** @type {((inputs?: News_Admin_Visibility_ChooseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Visibility_ChooseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_visibility_choose(inputs)
	return en_news_admin_visibility_choose(inputs)
});