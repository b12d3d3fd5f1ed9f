/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ title: NonNullable<unknown> }} Volunteer_Admin_Roster_TitleInputs */

const en_volunteer_admin_roster_title = /** @type {(inputs: Volunteer_Admin_Roster_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Roster: ${i?.title}`)
};

const de_volunteer_admin_roster_title = /** @type {(inputs: Volunteer_Admin_Roster_TitleInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Liste: ${i?.title}`)
};

/**
* | output |
* | --- |
* | "Roster: {title}" |
*
* @param {Volunteer_Admin_Roster_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_roster_title = /** @type {((inputs: Volunteer_Admin_Roster_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Roster_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_roster_title(inputs)
	return en_volunteer_admin_roster_title(inputs)
});