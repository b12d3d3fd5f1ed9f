/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Audience_Shift_CrewInputs */

const en_news_admin_audience_shift_crew = /** @type {(inputs: News_Admin_Audience_Shift_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The crew of a shift`)
};

const de_news_admin_audience_shift_crew = /** @type {(inputs: News_Admin_Audience_Shift_CrewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Das Team einer Schicht`)
};

/**
* | output |
* | --- |
* | "The crew of a shift" |
*
* @param {News_Admin_Audience_Shift_CrewInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_audience_shift_crew = /** @type {((inputs?: News_Admin_Audience_Shift_CrewInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Audience_Shift_CrewInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_audience_shift_crew(inputs)
	return en_news_admin_audience_shift_crew(inputs)
});