/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_Draw_IntroInputs */

const en_away_admin_draw_intro = /** @type {(inputs: Away_Admin_Draw_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Applications have closed. The draw fixes every applicant's points, orders the applications and offers the places; it is made once.`)
};

const de_away_admin_draw_intro = /** @type {(inputs: Away_Admin_Draw_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Die Bewerbung ist geschlossen. Die Ziehung hält die Punkte aller Bewerber:innen fest, bringt die Bewerbungen in eine Reihenfolge und bietet die Plätze an; sie findet nur einmal statt.`)
};

/**
* | output |
* | --- |
* | "Applications have closed. The draw fixes every applicant's points, orders the applications and offers the places; it is made once." |
*
* @param {Away_Admin_Draw_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_draw_intro = /** @type {((inputs?: Away_Admin_Draw_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Draw_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_draw_intro(inputs)
	return en_away_admin_draw_intro(inputs)
});