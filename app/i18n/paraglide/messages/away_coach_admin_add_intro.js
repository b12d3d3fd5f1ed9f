/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Coach_Admin_Add_IntroInputs */

const en_away_coach_admin_add_intro = /** @type {(inputs: Away_Coach_Admin_Add_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members with a place from the ballot book a seat and choose where to board.`)
};

const de_away_coach_admin_add_intro = /** @type {(inputs: Away_Coach_Admin_Add_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder mit einem Platz aus der Verlosung buchen einen Platz im Bus und wählen ihren Abfahrtsort.`)
};

/**
* | output |
* | --- |
* | "Members with a place from the ballot book a seat and choose where to board." |
*
* @param {Away_Coach_Admin_Add_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_admin_add_intro = /** @type {((inputs?: Away_Coach_Admin_Add_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Admin_Add_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_coach_admin_add_intro(inputs)
	return en_away_coach_admin_add_intro(inputs)
});