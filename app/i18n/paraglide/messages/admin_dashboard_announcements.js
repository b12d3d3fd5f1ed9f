/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_AnnouncementsInputs */

const en_admin_dashboard_announcements = /** @type {(inputs: Admin_Dashboard_AnnouncementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Announcements`)
};

const de_admin_dashboard_announcements = /** @type {(inputs: Admin_Dashboard_AnnouncementsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitteilungen`)
};

/**
* | output |
* | --- |
* | "Announcements" |
*
* @param {Admin_Dashboard_AnnouncementsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_announcements = /** @type {((inputs?: Admin_Dashboard_AnnouncementsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_AnnouncementsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_announcements(inputs)
	return en_admin_dashboard_announcements(inputs)
});