/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Away_Coach_Admin_Pickup_PointInputs */

const en_away_coach_admin_pickup_point = /** @type {(inputs: Away_Coach_Admin_Pickup_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup point ${i?.n}`)
};

const de_away_coach_admin_pickup_point = /** @type {(inputs: Away_Coach_Admin_Pickup_PointInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abfahrtsort ${i?.n}`)
};

/**
* | output |
* | --- |
* | "Pickup point {n}" |
*
* @param {Away_Coach_Admin_Pickup_PointInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_admin_pickup_point = /** @type {((inputs: Away_Coach_Admin_Pickup_PointInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Admin_Pickup_PointInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_coach_admin_pickup_point(inputs)
	return en_away_coach_admin_pickup_point(inputs)
});