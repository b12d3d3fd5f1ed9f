/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ joined: NonNullable<unknown>, retained: NonNullable<unknown>, percent: NonNullable<unknown> }} Admin_Insights_Retention_ReadingInputs */

const en_admin_insights_retention_reading = /** @type {(inputs: Admin_Insights_Retention_ReadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Of ${i?.joined} who joined in months whose year is over, ${i?.retained} (${i?.percent}%) were still members 12 months later.`)
};

const de_admin_insights_retention_reading = /** @type {(inputs: Admin_Insights_Retention_ReadingInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Von ${i?.joined} Beigetretenen aus Monaten, deren Jahr um ist, waren 12 Monate später noch ${i?.retained} (${i?.percent} %) Mitglied.`)
};

/**
* | output |
* | --- |
* | "Of {joined} who joined in months whose year is over, {retained} ({percent}%) were still members 12 months later." |
*
* @param {Admin_Insights_Retention_ReadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_retention_reading = /** @type {((inputs: Admin_Insights_Retention_ReadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_Retention_ReadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_retention_reading(inputs)
	return en_admin_insights_retention_reading(inputs)
});