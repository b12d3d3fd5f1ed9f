/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_No_BallotsInputs */

const en_away_admin_no_ballots = /** @type {(inputs: Away_Admin_No_BallotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No ballots yet.`)
};

const de_away_admin_no_ballots = /** @type {(inputs: Away_Admin_No_BallotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Noch keine Verlosungen.`)
};

/**
* | output |
* | --- |
* | "No ballots yet." |
*
* @param {Away_Admin_No_BallotsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_no_ballots = /** @type {((inputs?: Away_Admin_No_BallotsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_No_BallotsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_no_ballots(inputs)
	return en_away_admin_no_ballots(inputs)
});