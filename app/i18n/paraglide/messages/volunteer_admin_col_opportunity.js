/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Col_OpportunityInputs */

const en_volunteer_admin_col_opportunity = /** @type {(inputs: Volunteer_Admin_Col_OpportunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Opportunity`)
};

const de_volunteer_admin_col_opportunity = /** @type {(inputs: Volunteer_Admin_Col_OpportunityInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schicht`)
};

/**
* | output |
* | --- |
* | "Opportunity" |
*
* @param {Volunteer_Admin_Col_OpportunityInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_col_opportunity = /** @type {((inputs?: Volunteer_Admin_Col_OpportunityInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Col_OpportunityInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_col_opportunity(inputs)
	return en_volunteer_admin_col_opportunity(inputs)
});