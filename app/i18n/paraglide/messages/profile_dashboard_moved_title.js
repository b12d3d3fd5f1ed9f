/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Profile_Dashboard_Moved_TitleInputs */

const en_profile_dashboard_moved_title = /** @type {(inputs: Profile_Dashboard_Moved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard Moved`)
};

const de_profile_dashboard_moved_title = /** @type {(inputs: Profile_Dashboard_Moved_TitleInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dashboard umgezogen`)
};

/**
* | output |
* | --- |
* | "Dashboard Moved" |
*
* @param {Profile_Dashboard_Moved_TitleInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_dashboard_moved_title = /** @type {((inputs?: Profile_Dashboard_Moved_TitleInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Dashboard_Moved_TitleInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_dashboard_moved_title(inputs)
	return en_profile_dashboard_moved_title(inputs)
});