/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Result_Col_Member_IdsInputs */

const en_away_result_col_member_ids = /** @type {(inputs: Away_Result_Col_Member_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Member IDs`)
};

const de_away_result_col_member_ids = /** @type {(inputs: Away_Result_Col_Member_IdsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mitglieds-IDs`)
};

/**
* | output |
* | --- |
* | "Member IDs" |
*
* @param {Away_Result_Col_Member_IdsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_col_member_ids = /** @type {((inputs?: Away_Result_Col_Member_IdsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_Col_Member_IdsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_result_col_member_ids(inputs)
	return en_away_result_col_member_ids(inputs)
});