/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Result_CommitmentInputs */

const en_away_result_commitment = /** @type {(inputs: Away_Result_CommitmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Commitment (SHA-256 of the seed, shown since the ballot opened)`)
};

const de_away_result_commitment = /** @type {(inputs: Away_Result_CommitmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Festlegung (SHA-256 des Seeds, angezeigt seit Öffnung der Verlosung)`)
};

/**
* | output |
* | --- |
* | "Commitment (SHA-256 of the seed, shown since the ballot opened)" |
*
* @param {Away_Result_CommitmentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_result_commitment = /** @type {((inputs?: Away_Result_CommitmentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Result_CommitmentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_result_commitment(inputs)
	return en_away_result_commitment(inputs)
});