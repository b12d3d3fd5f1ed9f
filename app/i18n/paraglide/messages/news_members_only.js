/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Members_OnlyInputs */

const en_news_members_only = /** @type {(inputs: News_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For members`)
};

const de_news_members_only = /** @type {(inputs: News_Members_OnlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Für Mitglieder`)
};

/**
* | output |
* | --- |
* | "For members" |
*
* @param {News_Members_OnlyInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_members_only = /** @type {((inputs?: News_Members_OnlyInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Members_OnlyInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_members_only(inputs)
	return en_news_members_only(inputs)
});