/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Field_Send_AtInputs */

const en_news_admin_field_send_at = /** @type {(inputs: News_Admin_Field_Send_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send at`)
};

const de_news_admin_field_send_at = /** @type {(inputs: News_Admin_Field_Send_AtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Senden am`)
};

/**
* | output |
* | --- |
* | "Send at" |
*
* @param {News_Admin_Field_Send_AtInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_field_send_at = /** @type {((inputs?: News_Admin_Field_Send_AtInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Field_Send_AtInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_field_send_at(inputs)
	return en_news_admin_field_send_at(inputs)
});