/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ n: NonNullable<unknown> }} Away_Coach_Admin_Pickup_TimeInputs */

const en_away_coach_admin_pickup_time = /** @type {(inputs: Away_Coach_Admin_Pickup_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Pickup ${i?.n} time`)
};

const de_away_coach_admin_pickup_time = /** @type {(inputs: Away_Coach_Admin_Pickup_TimeInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Abfahrtszeit ${i?.n}`)
};

/**
* | output |
* | --- |
* | "Pickup {n} time" |
*
* @param {Away_Coach_Admin_Pickup_TimeInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_admin_pickup_time = /** @type {((inputs: Away_Coach_Admin_Pickup_TimeInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Admin_Pickup_TimeInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_coach_admin_pickup_time(inputs)
	return en_away_coach_admin_pickup_time(inputs)
});