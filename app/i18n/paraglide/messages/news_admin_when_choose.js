/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_When_ChooseInputs */

const en_news_admin_when_choose = /** @type {(inputs: News_Admin_When_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Choose now or a set time`)
};

const de_news_admin_when_choose = /** @type {(inputs: News_Admin_When_ChooseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wähle jetzt oder einen festen Zeitpunkt`)
};

/**
* | output |
* | --- |
* | "Choose now or a set time" |
*
* @param {News_Admin_When_ChooseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_when_choose = /** @type {((inputs?: News_Admin_When_ChooseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_When_ChooseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_when_choose(inputs)
	return en_news_admin_when_choose(inputs)
});