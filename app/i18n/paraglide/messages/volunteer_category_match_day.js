/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Category_Match_DayInputs */

const en_volunteer_category_match_day = /** @type {(inputs: Volunteer_Category_Match_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Match day`)
};

const de_volunteer_category_match_day = /** @type {(inputs: Volunteer_Category_Match_DayInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spieltag`)
};

/**
* | output |
* | --- |
* | "Match day" |
*
* @param {Volunteer_Category_Match_DayInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_category_match_day = /** @type {((inputs?: Volunteer_Category_Match_DayInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Category_Match_DayInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_category_match_day(inputs)
	return en_volunteer_category_match_day(inputs)
});