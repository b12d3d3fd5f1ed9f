/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_List_IntroInputs */

const en_away_admin_list_intro = /** @type {(inputs: Away_Admin_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets for an away match, applied for in a window and drawn by ballot once it closes, weighted by loyalty points.`)
};

const de_away_admin_list_intro = /** @type {(inputs: Away_Admin_List_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tickets für ein Auswärtsspiel: Bewerbung in einem Zeitfenster, danach Verlosung, gewichtet nach Treuepunkten.`)
};

/**
* | output |
* | --- |
* | "Tickets for an away match, applied for in a window and drawn by ballot once it closes, weighted by loyalty points." |
*
* @param {Away_Admin_List_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_list_intro = /** @type {((inputs?: Away_Admin_List_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_List_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_list_intro(inputs)
	return en_away_admin_list_intro(inputs)
});