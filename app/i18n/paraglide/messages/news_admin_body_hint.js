/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Body_HintInputs */

const en_news_admin_body_hint = /** @type {(inputs: News_Admin_Body_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markdown: **bold**, *italic*, [a link](https://example.org), lists with - and quotes with >. No pictures or HTML.`)
};

const de_news_admin_body_hint = /** @type {(inputs: News_Admin_Body_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Markdown: **fett**, *kursiv*, [ein Link](https://example.org), Listen mit - und Zitate mit >. Keine Bilder und kein HTML.`)
};

/**
* | output |
* | --- |
* | "Markdown: **bold**, *italic*, [a link](https://example.org), lists with - and quotes with >. No pictures or HTML." |
*
* @param {News_Admin_Body_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_body_hint = /** @type {((inputs?: News_Admin_Body_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Body_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_body_hint(inputs)
	return en_news_admin_body_hint(inputs)
});