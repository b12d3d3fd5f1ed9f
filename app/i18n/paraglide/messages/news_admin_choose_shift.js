/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Choose_ShiftInputs */

const en_news_admin_choose_shift = /** @type {(inputs: News_Admin_Choose_ShiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose a shift`)
};

const de_news_admin_choose_shift = /** @type {(inputs: News_Admin_Choose_ShiftInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schicht wählen`)
};

/**
* | output |
* | --- |
* | "Choose a shift" |
*
* @param {News_Admin_Choose_ShiftInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_choose_shift = /** @type {((inputs?: News_Admin_Choose_ShiftInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Choose_ShiftInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_choose_shift(inputs)
	return en_news_admin_choose_shift(inputs)
});