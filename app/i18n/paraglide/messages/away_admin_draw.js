/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_DrawInputs */

const en_away_admin_draw = /** @type {(inputs: Away_Admin_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Draw`)
};

const de_away_admin_draw = /** @type {(inputs: Away_Admin_DrawInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ziehen`)
};

/**
* | output |
* | --- |
* | "Draw" |
*
* @param {Away_Admin_DrawInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_draw = /** @type {((inputs?: Away_Admin_DrawInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_DrawInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_draw(inputs)
	return en_away_admin_draw(inputs)
});