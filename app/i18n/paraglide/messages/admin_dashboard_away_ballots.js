/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Dashboard_Away_BallotsInputs */

const en_admin_dashboard_away_ballots = /** @type {(inputs: Admin_Dashboard_Away_BallotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Away ballots`)
};

const de_admin_dashboard_away_ballots = /** @type {(inputs: Admin_Dashboard_Away_BallotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlosungen für Auswärtsfahrten`)
};

/**
* | output |
* | --- |
* | "Away ballots" |
*
* @param {Admin_Dashboard_Away_BallotsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_dashboard_away_ballots = /** @type {((inputs?: Admin_Dashboard_Away_BallotsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Dashboard_Away_BallotsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_dashboard_away_ballots(inputs)
	return en_admin_dashboard_away_ballots(inputs)
});