/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Col_SpotsInputs */

const en_volunteer_admin_col_spots = /** @type {(inputs: Volunteer_Admin_Col_SpotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spots filled`)
};

const de_volunteer_admin_col_spots = /** @type {(inputs: Volunteer_Admin_Col_SpotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Plätze besetzt`)
};

/**
* | output |
* | --- |
* | "Spots filled" |
*
* @param {Volunteer_Admin_Col_SpotsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_col_spots = /** @type {((inputs?: Volunteer_Admin_Col_SpotsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Col_SpotsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_col_spots(inputs)
	return en_volunteer_admin_col_spots(inputs)
});