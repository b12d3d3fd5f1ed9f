/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_BallotsInputs */

const en_away_admin_ballots = /** @type {(inputs: Away_Admin_BallotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ballots`)
};

const de_away_admin_ballots = /** @type {(inputs: Away_Admin_BallotsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlosungen`)
};

/**
* | output |
* | --- |
* | "Ballots" |
*
* @param {Away_Admin_BallotsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_ballots = /** @type {((inputs?: Away_Admin_BallotsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_BallotsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_ballots(inputs)
	return en_away_admin_ballots(inputs)
});