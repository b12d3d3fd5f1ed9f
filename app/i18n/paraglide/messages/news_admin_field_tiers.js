/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Field_TiersInputs */

const en_news_admin_field_tiers = /** @type {(inputs: News_Admin_Field_TiersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tier`)
};

const de_news_admin_field_tiers = /** @type {(inputs: News_Admin_Field_TiersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Stufe`)
};

/**
* | output |
* | --- |
* | "Tier" |
*
* @param {News_Admin_Field_TiersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_field_tiers = /** @type {((inputs?: News_Admin_Field_TiersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Field_TiersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_field_tiers(inputs)
	return en_news_admin_field_tiers(inputs)
});