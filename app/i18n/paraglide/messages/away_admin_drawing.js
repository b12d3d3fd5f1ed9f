/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_DrawingInputs */

const en_away_admin_drawing = /** @type {(inputs: Away_Admin_DrawingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Drawing...`)
};

const de_away_admin_drawing = /** @type {(inputs: Away_Admin_DrawingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Wird gezogen …`)
};

/**
* | output |
* | --- |
* | "Drawing..." |
*
* @param {Away_Admin_DrawingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_drawing = /** @type {((inputs?: Away_Admin_DrawingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_DrawingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_drawing(inputs)
	return en_away_admin_drawing(inputs)
});