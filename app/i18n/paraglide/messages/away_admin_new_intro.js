/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_New_IntroInputs */

const en_away_admin_new_intro = /** @type {(inputs: Away_Admin_New_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members apply while the window is open; once it closes you draw the ballot, and the places offered are paid within the hours you set.`)
};

const de_away_admin_new_intro = /** @type {(inputs: Away_Admin_New_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder bewerben sich, solange das Fenster offen ist; danach ziehst du die Verlosung, und die angebotenen Plätze werden innerhalb der eingestellten Stunden bezahlt.`)
};

/**
* | output |
* | --- |
* | "Members apply while the window is open; once it closes you draw the ballot, and the places offered are paid within the hours you set." |
*
* @param {Away_Admin_New_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_new_intro = /** @type {((inputs?: Away_Admin_New_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_New_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_new_intro(inputs)
	return en_away_admin_new_intro(inputs)
});