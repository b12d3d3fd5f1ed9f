/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_Draw_HeadingInputs */

const en_away_admin_draw_heading = /** @type {(inputs: Away_Admin_Draw_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The draw`)
};

const de_away_admin_draw_heading = /** @type {(inputs: Away_Admin_Draw_HeadingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Ziehung`)
};

/**
* | output |
* | --- |
* | "The draw" |
*
* @param {Away_Admin_Draw_HeadingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_draw_heading = /** @type {((inputs?: Away_Admin_Draw_HeadingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Draw_HeadingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_draw_heading(inputs)
	return en_away_admin_draw_heading(inputs)
});