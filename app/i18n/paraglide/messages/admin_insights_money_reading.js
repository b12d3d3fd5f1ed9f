/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shop: NonNullable<unknown>, membership: NonNullable<unknown> }} Admin_Insights_Money_ReadingInputs */

const en_admin_insights_money_reading = /** @type {(inputs: Admin_Insights_Money_ReadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The shop took ${i?.shop} after refunds, membership ${i?.membership}.`)
};

const de_admin_insights_money_reading = /** @type {(inputs: Admin_Insights_Money_ReadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Der Shop hat nach Erstattungen ${i?.shop} eingenommen, die Mitgliedschaft ${i?.membership}.`)
};

/**
* | output |
* | --- |
* | "The shop took {shop} after refunds, membership {membership}." |
*
* @param {Admin_Insights_Money_ReadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_money_reading = /** @type {((inputs: Admin_Insights_Money_ReadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Money_ReadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_money_reading(inputs)
	return en_admin_insights_money_reading(inputs)
});