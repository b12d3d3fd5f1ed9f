/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Category_FundraisingInputs */

const en_volunteer_category_fundraising = /** @type {(inputs: Volunteer_Category_FundraisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fundraising`)
};

const de_volunteer_category_fundraising = /** @type {(inputs: Volunteer_Category_FundraisingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spendenaktion`)
};

/**
* | output |
* | --- |
* | "Fundraising" |
*
* @param {Volunteer_Category_FundraisingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_category_fundraising = /** @type {((inputs?: Volunteer_Category_FundraisingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Category_FundraisingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_category_fundraising(inputs)
	return en_volunteer_category_fundraising(inputs)
});