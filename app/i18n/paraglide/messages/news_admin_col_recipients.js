/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Col_RecipientsInputs */

const en_news_admin_col_recipients = /** @type {(inputs: News_Admin_Col_RecipientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Recipients`)
};

const de_news_admin_col_recipients = /** @type {(inputs: News_Admin_Col_RecipientsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Empfänger`)
};

/**
* | output |
* | --- |
* | "Recipients" |
*
* @param {News_Admin_Col_RecipientsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_col_recipients = /** @type {((inputs?: News_Admin_Col_RecipientsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Col_RecipientsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_col_recipients(inputs)
	return en_news_admin_col_recipients(inputs)
});