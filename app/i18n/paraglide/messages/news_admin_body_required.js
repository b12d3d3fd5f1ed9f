/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Body_RequiredInputs */

const en_news_admin_body_required = /** @type {(inputs: News_Admin_Body_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Write the message`)
};

const de_news_admin_body_required = /** @type {(inputs: News_Admin_Body_RequiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schreib die Nachricht`)
};

/**
* | output |
* | --- |
* | "Write the message" |
*
* @param {News_Admin_Body_RequiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_body_required = /** @type {((inputs?: News_Admin_Body_RequiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Body_RequiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_body_required(inputs)
	return en_news_admin_body_required(inputs)
});