/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Field_VisibilityInputs */

const en_news_admin_field_visibility = /** @type {(inputs: News_Admin_Field_VisibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Who can read it on the site`)
};

const de_news_admin_field_visibility = /** @type {(inputs: News_Admin_Field_VisibilityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wer sie auf der Website lesen kann`)
};

/**
* | output |
* | --- |
* | "Who can read it on the site" |
*
* @param {News_Admin_Field_VisibilityInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_field_visibility = /** @type {((inputs?: News_Admin_Field_VisibilityInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Field_VisibilityInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_field_visibility(inputs)
	return en_news_admin_field_visibility(inputs)
});