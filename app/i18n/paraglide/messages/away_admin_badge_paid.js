/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_Badge_PaidInputs */

const en_away_admin_badge_paid = /** @type {(inputs: Away_Admin_Badge_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid`)
};

const de_away_admin_badge_paid = /** @type {(inputs: Away_Admin_Badge_PaidInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bezahlt`)
};

/**
* | output |
* | --- |
* | "Paid" |
*
* @param {Away_Admin_Badge_PaidInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_badge_paid = /** @type {((inputs?: Away_Admin_Badge_PaidInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Badge_PaidInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_badge_paid(inputs)
	return en_away_admin_badge_paid(inputs)
});