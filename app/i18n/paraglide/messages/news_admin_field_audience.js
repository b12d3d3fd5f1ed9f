/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Field_AudienceInputs */

const en_news_admin_field_audience = /** @type {(inputs: News_Admin_Field_AudienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who gets it`)
};

const de_news_admin_field_audience = /** @type {(inputs: News_Admin_Field_AudienceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer sie bekommt`)
};

/**
* | output |
* | --- |
* | "Who gets it" |
*
* @param {News_Admin_Field_AudienceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_field_audience = /** @type {((inputs?: News_Admin_Field_AudienceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Field_AudienceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_field_audience(inputs)
	return en_news_admin_field_audience(inputs)
});