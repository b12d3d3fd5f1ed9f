/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Text_Pair_DeclinedInputs */

const en_away_text_pair_declined = /** @type {(inputs: Away_Text_Pair_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`You declined. Your partner goes into the draw alone, and you can apply yourself.`)
};

const de_away_text_pair_declined = /** @type {(inputs: Away_Text_Pair_DeclinedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Du hast abgelehnt. Dein:e Partner:in geht allein in die Ziehung, und du kannst dich selbst bewerben.`)
};

/**
* | output |
* | --- |
* | "You declined. Your partner goes into the draw alone, and you can apply yourself." |
*
* @param {Away_Text_Pair_DeclinedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_pair_declined = /** @type {((inputs?: Away_Text_Pair_DeclinedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_Pair_DeclinedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_text_pair_declined(inputs)
	return en_away_text_pair_declined(inputs)
});