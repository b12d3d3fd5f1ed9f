/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Statuses_ChooseInputs */

const en_news_admin_statuses_choose = /** @type {(inputs: News_Admin_Statuses_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tick at least one status`)
};

const de_news_admin_statuses_choose = /** @type {(inputs: News_Admin_Statuses_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kreuz mindestens einen Status an`)
};

/**
* | output |
* | --- |
* | "Tick at least one status" |
*
* @param {News_Admin_Statuses_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_statuses_choose = /** @type {((inputs?: News_Admin_Statuses_ChooseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Statuses_ChooseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_statuses_choose(inputs)
	return en_news_admin_statuses_choose(inputs)
});