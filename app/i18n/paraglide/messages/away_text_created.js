/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Text_CreatedInputs */

const en_away_text_created = /** @type {(inputs: Away_Text_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ballot created. Applications open at the time you set.`)
};

const de_away_text_created = /** @type {(inputs: Away_Text_CreatedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Verlosung angelegt. Die Bewerbung öffnet zur eingestellten Zeit.`)
};

/**
* | output |
* | --- |
* | "Ballot created. Applications open at the time you set." |
*
* @param {Away_Text_CreatedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_created = /** @type {((inputs?: Away_Text_CreatedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_CreatedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_text_created(inputs)
	return en_away_text_created(inputs)
});