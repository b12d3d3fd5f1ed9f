/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Result_Col_PointsInputs */

const en_away_result_col_points = /** @type {(inputs: Away_Result_Col_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points`)
};

const de_away_result_col_points = /** @type {(inputs: Away_Result_Col_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkte`)
};

/**
* | output |
* | --- |
* | "Points" |
*
* @param {Away_Result_Col_PointsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_col_points = /** @type {((inputs?: Away_Result_Col_PointsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Col_PointsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_result_col_points(inputs)
	return en_away_result_col_points(inputs)
});