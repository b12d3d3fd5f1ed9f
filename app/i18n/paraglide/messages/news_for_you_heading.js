/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_For_You_HeadingInputs */

const en_news_for_you_heading = /** @type {(inputs: News_For_You_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`News for members`)
};

const de_news_for_you_heading = /** @type {(inputs: News_For_You_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Neuigkeiten für Mitglieder`)
};

/**
* | output |
* | --- |
* | "News for members" |
*
* @param {News_For_You_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_for_you_heading = /** @type {((inputs?: News_For_You_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_For_You_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_for_you_heading(inputs)
	return en_news_for_you_heading(inputs)
});