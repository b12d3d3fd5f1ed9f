/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} News_Admin_Audience_VolunteersInputs */

const en_news_admin_audience_volunteers = /** @type {(inputs: News_Admin_Audience_VolunteersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Volunteers who worked a shift recently`)
};

const de_news_admin_audience_volunteers = /** @type {(inputs: News_Admin_Audience_VolunteersInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helfer, die kürzlich eine Schicht gearbeitet haben`)
};

/**
* | output |
* | --- |
* | "Volunteers who worked a shift recently" |
*
* @param {News_Admin_Audience_VolunteersInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const news_admin_audience_volunteers = /** @type {((inputs?: News_Admin_Audience_VolunteersInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<News_Admin_Audience_VolunteersInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_news_admin_audience_volunteers(inputs)
	return en_news_admin_audience_volunteers(inputs)
});