/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Shift_ChooseInputs */

const en_news_admin_shift_choose = /** @type {(inputs: News_Admin_Shift_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose the shift`)
};

const de_news_admin_shift_choose = /** @type {(inputs: News_Admin_Shift_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle die Schicht`)
};

/**
* | output |
* | --- |
* | "Choose the shift" |
*
* @param {News_Admin_Shift_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_shift_choose = /** @type {((inputs?: News_Admin_Shift_ChooseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Shift_ChooseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_shift_choose(inputs)
	return en_news_admin_shift_choose(inputs)
});