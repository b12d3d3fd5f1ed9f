/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Meetings_Admin_Field_HouseholdInputs */

const en_meetings_admin_field_household = /** @type {(inputs: Meetings_Admin_Field_HouseholdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Household members vote too`)
};

const de_meetings_admin_field_household = /** @type {(inputs: Meetings_Admin_Field_HouseholdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Haushaltsmitglieder stimmen auch ab`)
};

/**
* | output |
* | --- |
* | "Household members vote too" |
*
* @param {Meetings_Admin_Field_HouseholdInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const meetings_admin_field_household = /** @type {((inputs?: Meetings_Admin_Field_HouseholdInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Meetings_Admin_Field_HouseholdInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_meetings_admin_field_household(inputs)
	return en_meetings_admin_field_household(inputs)
});