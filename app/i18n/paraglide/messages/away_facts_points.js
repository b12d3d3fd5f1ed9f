/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Away_Facts_PointsInputs */

const en_away_facts_points = /** @type {(inputs: Away_Facts_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Points, counted when the draw is made:`)
};

const de_away_facts_points = /** @type {(inputs: Away_Facts_PointsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Punkte, gezählt bei der Ziehung:`)
};

/**
* | output |
* | --- |
* | "Points, counted when the draw is made:" |
*
* @param {Away_Facts_PointsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_points = /** @type {((inputs?: Away_Facts_PointsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_PointsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_facts_points(inputs)
	return en_away_facts_points(inputs)
});