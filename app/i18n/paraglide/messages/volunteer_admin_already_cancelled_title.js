/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Already_Cancelled_TitleInputs */

const en_volunteer_admin_already_cancelled_title = /** @type {(inputs: Volunteer_Admin_Already_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Already cancelled`)
};

const de_volunteer_admin_already_cancelled_title = /** @type {(inputs: Volunteer_Admin_Already_Cancelled_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Schon abgesagt`)
};

/**
* | output |
* | --- |
* | "Already cancelled" |
*
* @param {Volunteer_Admin_Already_Cancelled_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_already_cancelled_title = /** @type {((inputs?: Volunteer_Admin_Already_Cancelled_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Already_Cancelled_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_already_cancelled_title(inputs)
	return en_volunteer_admin_already_cancelled_title(inputs)
});