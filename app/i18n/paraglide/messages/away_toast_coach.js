/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Toast_CoachInputs */

const en_away_toast_coach = /** @type {(inputs: Away_Toast_CoachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coach`)
};

const de_away_toast_coach = /** @type {(inputs: Away_Toast_CoachInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bus`)
};

/**
* | output |
* | --- |
* | "Coach" |
*
* @param {Away_Toast_CoachInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_toast_coach = /** @type {((inputs?: Away_Toast_CoachInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Toast_CoachInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_toast_coach(inputs)
	return en_away_toast_coach(inputs)
});