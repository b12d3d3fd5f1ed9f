/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Admin_Col_PhaseInputs */

const en_away_admin_col_phase = /** @type {(inputs: Away_Admin_Col_PhaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phase`)
};

const de_away_admin_col_phase = /** @type {(inputs: Away_Admin_Col_PhaseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Phase`)
};

/**
* | output |
* | --- |
* | "Phase" |
*
* @param {Away_Admin_Col_PhaseInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_admin_col_phase = /** @type {((inputs?: Away_Admin_Col_PhaseInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Admin_Col_PhaseInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_admin_col_phase(inputs)
	return en_away_admin_col_phase(inputs)
});