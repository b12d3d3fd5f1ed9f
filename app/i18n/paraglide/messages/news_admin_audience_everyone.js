/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Audience_EveryoneInputs */

const en_news_admin_audience_everyone = /** @type {(inputs: News_Admin_Audience_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Everyone with an account`)
};

const de_news_admin_audience_everyone = /** @type {(inputs: News_Admin_Audience_EveryoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Alle mit einem Konto`)
};

/**
* | output |
* | --- |
* | "Everyone with an account" |
*
* @param {News_Admin_Audience_EveryoneInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_audience_everyone = /** @type {((inputs?: News_Admin_Audience_EveryoneInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Audience_EveryoneInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_audience_everyone(inputs)
	return en_news_admin_audience_everyone(inputs)
});