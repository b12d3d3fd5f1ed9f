/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Choice_InvalidInputs */

const en_news_admin_choice_invalid = /** @type {(inputs: News_Admin_Choice_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose from the list`)
};

const de_news_admin_choice_invalid = /** @type {(inputs: News_Admin_Choice_InvalidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle aus der Liste`)
};

/**
* | output |
* | --- |
* | "Choose from the list" |
*
* @param {News_Admin_Choice_InvalidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_choice_invalid = /** @type {((inputs?: News_Admin_Choice_InvalidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Choice_InvalidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_choice_invalid(inputs)
	return en_news_admin_choice_invalid(inputs)
});