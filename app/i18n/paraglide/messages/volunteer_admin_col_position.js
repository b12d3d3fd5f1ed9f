/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_Col_PositionInputs */

const en_volunteer_admin_col_position = /** @type {(inputs: Volunteer_Admin_Col_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Position`)
};

const de_volunteer_admin_col_position = /** @type {(inputs: Volunteer_Admin_Col_PositionInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Platz`)
};

/**
* | output |
* | --- |
* | "Position" |
*
* @param {Volunteer_Admin_Col_PositionInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_col_position = /** @type {((inputs?: Volunteer_Admin_Col_PositionInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Col_PositionInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_col_position(inputs)
	return en_volunteer_admin_col_position(inputs)
});