/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Category_CommunityInputs */

const en_volunteer_category_community = /** @type {(inputs: Volunteer_Category_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Community`)
};

const de_volunteer_category_community = /** @type {(inputs: Volunteer_Category_CommunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Gemeinschaft`)
};

/**
* | output |
* | --- |
* | "Community" |
*
* @param {Volunteer_Category_CommunityInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_category_community = /** @type {((inputs?: Volunteer_Category_CommunityInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Category_CommunityInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_category_community(inputs)
	return en_volunteer_category_community(inputs)
});