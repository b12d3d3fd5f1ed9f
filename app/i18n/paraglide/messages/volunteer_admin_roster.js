/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Admin_RosterInputs */

const en_volunteer_admin_roster = /** @type {(inputs: Volunteer_Admin_RosterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Roster`)
};

const de_volunteer_admin_roster = /** @type {(inputs: Volunteer_Admin_RosterInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Liste`)
};

/**
* | output |
* | --- |
* | "Roster" |
*
* @param {Volunteer_Admin_RosterInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_roster = /** @type {((inputs?: Volunteer_Admin_RosterInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_RosterInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_roster(inputs)
	return en_volunteer_admin_roster(inputs)
});