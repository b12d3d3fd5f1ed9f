/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Coach_Admin_Change_IntroInputs */

const en_away_coach_admin_change_intro = /** @type {(inputs: Away_Coach_Admin_Change_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Members whose pickup point moves are emailed. Seats can't go below the seats booked.`)
};

const de_away_coach_admin_change_intro = /** @type {(inputs: Away_Coach_Admin_Change_IntroInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieder, deren Abfahrtsort sich ändert, bekommen eine E-Mail. Es kann nicht weniger Plätze geben als gebucht sind.`)
};

/**
* | output |
* | --- |
* | "Members whose pickup point moves are emailed. Seats can't go below the seats booked." |
*
* @param {Away_Coach_Admin_Change_IntroInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_admin_change_intro = /** @type {((inputs?: Away_Coach_Admin_Change_IntroInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Admin_Change_IntroInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_coach_admin_change_intro(inputs)
	return en_away_coach_admin_change_intro(inputs)
});