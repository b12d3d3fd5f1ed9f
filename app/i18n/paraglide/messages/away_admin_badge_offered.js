/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_Badge_OfferedInputs */

const en_away_admin_badge_offered = /** @type {(inputs: Away_Admin_Badge_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Offered: waiting for payment`)
};

const de_away_admin_badge_offered = /** @type {(inputs: Away_Admin_Badge_OfferedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Angeboten: wartet auf Zahlung`)
};

/**
* | output |
* | --- |
* | "Offered: waiting for payment" |
*
* @param {Away_Admin_Badge_OfferedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_badge_offered = /** @type {((inputs?: Away_Admin_Badge_OfferedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Badge_OfferedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_badge_offered(inputs)
	return en_away_admin_badge_offered(inputs)
});