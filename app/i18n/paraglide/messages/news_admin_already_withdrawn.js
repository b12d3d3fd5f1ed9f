/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Already_WithdrawnInputs */

const en_news_admin_already_withdrawn = /** @type {(inputs: News_Admin_Already_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`It had already been withdrawn.`)
};

const de_news_admin_already_withdrawn = /** @type {(inputs: News_Admin_Already_WithdrawnInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Sie war schon zurückgezogen.`)
};

/**
* | output |
* | --- |
* | "It had already been withdrawn." |
*
* @param {News_Admin_Already_WithdrawnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_already_withdrawn = /** @type {((inputs?: News_Admin_Already_WithdrawnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Already_WithdrawnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_already_withdrawn(inputs)
	return en_news_admin_already_withdrawn(inputs)
});