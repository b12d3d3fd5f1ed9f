/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ date: NonNullable<unknown> }} Away_Admin_Draw_OpensInputs */

const en_away_admin_draw_opens = /** @type {(inputs: Away_Admin_Draw_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`The draw opens once applications close at ${i?.date}.`)
};

const de_away_admin_draw_opens = /** @type {(inputs: Away_Admin_Draw_OpensInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Gezogen werden kann, sobald die Bewerbung am ${i?.date} schließt.`)
};

/**
* | output |
* | --- |
* | "The draw opens once applications close at {date}." |
*
* @param {Away_Admin_Draw_OpensInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_draw_opens = /** @type {((inputs: Away_Admin_Draw_OpensInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Draw_OpensInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_draw_opens(inputs)
	return en_away_admin_draw_opens(inputs)
});