/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Col_Signed_UpInputs */

const en_volunteer_admin_col_signed_up = /** @type {(inputs: Volunteer_Admin_Col_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Signed up`)
};

const de_volunteer_admin_col_signed_up = /** @type {(inputs: Volunteer_Admin_Col_Signed_UpInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angemeldet`)
};

/**
* | output |
* | --- |
* | "Signed up" |
*
* @param {Volunteer_Admin_Col_Signed_UpInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_col_signed_up = /** @type {((inputs?: Volunteer_Admin_Col_Signed_UpInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Col_Signed_UpInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_col_signed_up(inputs)
	return en_volunteer_admin_col_signed_up(inputs)
});