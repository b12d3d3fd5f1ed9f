/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ shift: NonNullable<unknown> }} News_Admin_Audience_Shift_Crew_OfInputs */

const en_news_admin_audience_shift_crew_of = /** @type {(inputs: News_Admin_Audience_Shift_Crew_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Crew of ${i?.shift}`)
};

const de_news_admin_audience_shift_crew_of = /** @type {(inputs: News_Admin_Audience_Shift_Crew_OfInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Team von ${i?.shift}`)
};

/**
* | output |
* | --- |
* | "Crew of {shift}" |
*
* @param {News_Admin_Audience_Shift_Crew_OfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_audience_shift_crew_of = /** @type {((inputs: News_Admin_Audience_Shift_Crew_OfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Audience_Shift_Crew_OfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_audience_shift_crew_of(inputs)
	return en_news_admin_audience_shift_crew_of(inputs)
});