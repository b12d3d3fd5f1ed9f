/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Stat_Members_NoteInputs */

const en_admin_dashboard_stat_members_note = /** @type {(inputs: Admin_Dashboard_Stat_Members_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Active members`)
};

const de_admin_dashboard_stat_members_note = /** @type {(inputs: Admin_Dashboard_Stat_Members_NoteInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aktive Mitglieder`)
};

/**
* | output |
* | --- |
* | "Active members" |
*
* @param {Admin_Dashboard_Stat_Members_NoteInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_stat_members_note = /** @type {((inputs?: Admin_Dashboard_Stat_Members_NoteInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Stat_Members_NoteInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_stat_members_note(inputs)
	return en_admin_dashboard_stat_members_note(inputs)
});