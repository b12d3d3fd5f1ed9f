/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Facts_Seed_TextInputs */

const en_away_facts_seed_text = /** @type {(inputs: Away_Facts_Seed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The seed is fixed when the ballot is created; only its SHA-256 is shown until the draw, when the seed itself is published, so anyone can check it was not chosen afterwards and recompute the order.`)
};

const de_away_facts_seed_text = /** @type {(inputs: Away_Facts_Seed_TextInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Der Seed wird beim Anlegen der Verlosung festgelegt; bis zur Ziehung ist nur sein SHA-256 zu sehen, dann wird der Seed selbst veröffentlicht. So kann jede:r prüfen, dass er nicht nachträglich gewählt wurde, und die Reihenfolge nachrechnen.`)
};

/**
* | output |
* | --- |
* | "The seed is fixed when the ballot is created; only its SHA-256 is shown until the draw, when the seed itself is published, so anyone can check it was not cho..." |
*
* @param {Away_Facts_Seed_TextInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_seed_text = /** @type {((inputs?: Away_Facts_Seed_TextInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_Seed_TextInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_facts_seed_text(inputs)
	return en_away_facts_seed_text(inputs)
});