/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} News_Admin_Withdraw_NamedInputs */

const en_news_admin_withdraw_named = /** @type {(inputs: News_Admin_Withdraw_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Withdraw ${i?.title}`)
};

const de_news_admin_withdraw_named = /** @type {(inputs: News_Admin_Withdraw_NamedInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.title} zurückziehen`)
};

/**
* | output |
* | --- |
* | "Withdraw {title}" |
*
* @param {News_Admin_Withdraw_NamedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_withdraw_named = /** @type {((inputs: News_Admin_Withdraw_NamedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Withdraw_NamedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_withdraw_named(inputs)
	return en_news_admin_withdraw_named(inputs)
});