/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ months: NonNullable<unknown> }} News_Admin_Audience_Volunteers_OfInputs */

const en_news_admin_audience_volunteers_of = /** @type {(inputs: News_Admin_Audience_Volunteers_OfInputs) => LocalizedString} */ (i) => {const monthsPlural = registry.plural("en", i?.months, {});
	if (monthsPlural === "one") return /** @type {LocalizedString} */ (`Volunteers of the last month`);
	return /** @type {LocalizedString} */ (`Volunteers of the last ${i?.months} months`)
	
};

const de_news_admin_audience_volunteers_of = /** @type {(inputs: News_Admin_Audience_Volunteers_OfInputs) => LocalizedString} */ (i) => {const monthsPlural = registry.plural("de", i?.months, {});
	if (monthsPlural === "one") return /** @type {LocalizedString} */ (`Helfer des letzten Monats`);
	return /** @type {LocalizedString} */ (`Helfer der letzten ${i?.months} Monate`)
	
};

/**
* | monthsPlural | output |
* | --- | --- |
* | "one" | "Volunteers of the last month" |
* | * | "Volunteers of the last {months} months" |
*
* @param {News_Admin_Audience_Volunteers_OfInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_audience_volunteers_of = /** @type {((inputs: News_Admin_Audience_Volunteers_OfInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Audience_Volunteers_OfInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_audience_volunteers_of(inputs)
	return en_news_admin_audience_volunteers_of(inputs)
});