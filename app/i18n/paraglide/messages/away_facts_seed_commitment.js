/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Facts_Seed_CommitmentInputs */

const en_away_facts_seed_commitment = /** @type {(inputs: Away_Facts_Seed_CommitmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Seed commitment (SHA-256)`)
};

const de_away_facts_seed_commitment = /** @type {(inputs: Away_Facts_Seed_CommitmentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Festlegung des Seeds (SHA-256)`)
};

/**
* | output |
* | --- |
* | "Seed commitment (SHA-256)" |
*
* @param {Away_Facts_Seed_CommitmentInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_seed_commitment = /** @type {((inputs?: Away_Facts_Seed_CommitmentInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_Seed_CommitmentInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_facts_seed_commitment(inputs)
	return en_away_facts_seed_commitment(inputs)
});