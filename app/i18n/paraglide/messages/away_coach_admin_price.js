/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Coach_Admin_PriceInputs */

const en_away_coach_admin_price = /** @type {(inputs: Away_Coach_Admin_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Price per seat`)
};

const de_away_coach_admin_price = /** @type {(inputs: Away_Coach_Admin_PriceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preis pro Platz`)
};

/**
* | output |
* | --- |
* | "Price per seat" |
*
* @param {Away_Coach_Admin_PriceInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_admin_price = /** @type {((inputs?: Away_Coach_Admin_PriceInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Admin_PriceInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_coach_admin_price(inputs)
	return en_away_coach_admin_price(inputs)
});