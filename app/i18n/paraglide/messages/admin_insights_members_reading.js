/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ members: NonNullable<unknown>, change: NonNullable<unknown>, direction: NonNullable<unknown> }} Admin_Insights_Members_ReadingInputs */

const en_admin_insights_members_reading = /** @type {(inputs: Admin_Insights_Members_ReadingInputs) => LocalizedString} */ (i) => {
	if (i?.direction === "more") return /** @type {LocalizedString} */ (`${i?.members} members at the end of the period, ${i?.change} more than at the end of its first month.`);
	return /** @type {LocalizedString} */ (`${i?.members} members at the end of the period, ${i?.change} fewer than at the end of its first month.`)
	
};

const de_admin_insights_members_reading = /** @type {(inputs: Admin_Insights_Members_ReadingInputs) => LocalizedString} */ (i) => {
	if (i?.direction === "more") return /** @type {LocalizedString} */ (`${i?.members} Mitglieder am Ende des Zeitraums, ${i?.change} mehr als am Ende seines ersten Monats.`);
	return /** @type {LocalizedString} */ (`${i?.members} Mitglieder am Ende des Zeitraums, ${i?.change} weniger als am Ende seines ersten Monats.`)
	
};

/**
* | direction | output |
* | --- | --- |
* | "more" | "{members} members at the end of the period, {change} more than at the end of its first month." |
* | * | "{members} members at the end of the period, {change} fewer than at the end of its first month." |
*
* @param {Admin_Insights_Members_ReadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_members_reading = /** @type {((inputs: Admin_Insights_Members_ReadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Members_ReadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_members_reading(inputs)
	return en_admin_insights_members_reading(inputs)
});