/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Insights_ShopInputs */

const en_admin_insights_shop = /** @type {(inputs: Admin_Insights_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop (after refunds)`)
};

const de_admin_insights_shop = /** @type {(inputs: Admin_Insights_ShopInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Shop (nach Erstattungen)`)
};

/**
* | output |
* | --- |
* | "Shop (after refunds)" |
*
* @param {Admin_Insights_ShopInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_shop = /** @type {((inputs?: Admin_Insights_ShopInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_ShopInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_shop(inputs)
	return en_admin_insights_shop(inputs)
});