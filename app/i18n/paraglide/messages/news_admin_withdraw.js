/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_WithdrawInputs */

const en_news_admin_withdraw = /** @type {(inputs: News_Admin_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Withdraw`)
};

const de_news_admin_withdraw = /** @type {(inputs: News_Admin_WithdrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Zurückziehen`)
};

/**
* | output |
* | --- |
* | "Withdraw" |
*
* @param {News_Admin_WithdrawInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_withdraw = /** @type {((inputs?: News_Admin_WithdrawInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_WithdrawInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_withdraw(inputs)
	return en_news_admin_withdraw(inputs)
});