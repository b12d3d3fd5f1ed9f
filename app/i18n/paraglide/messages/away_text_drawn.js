/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ waiting: NonNullable<unknown>, placed: NonNullable<unknown> }} Away_Text_DrawnInputs */

const en_away_text_drawn = /** @type {(inputs: Away_Text_DrawnInputs) => LocalizedString} */ (i) => {const placedPlural = registry.plural("en", i?.placed, {});
	if (placedPlural === "one") return /** @type {LocalizedString} */ (`Drawn: ${i?.placed} place offered, ${i?.waiting} waiting.`);
	return /** @type {LocalizedString} */ (`Drawn: ${i?.placed} places offered, ${i?.waiting} waiting.`)
	
};

const de_away_text_drawn = /** @type {(inputs: Away_Text_DrawnInputs) => LocalizedString} */ (i) => {const placedPlural = registry.plural("de", i?.placed, {});
	if (placedPlural === "one") return /** @type {LocalizedString} */ (`Gezogen: ${i?.placed} Platz angeboten, ${i?.waiting} warten.`);
	return /** @type {LocalizedString} */ (`Gezogen: ${i?.placed} Plätze angeboten, ${i?.waiting} warten.`)
	
};

/**
* | placedPlural | output |
* | --- | --- |
* | "one" | "Drawn: {placed} place offered, {waiting} waiting." |
* | * | "Drawn: {placed} places offered, {waiting} waiting." |
*
* @param {Away_Text_DrawnInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_text_drawn = /** @type {((inputs: Away_Text_DrawnInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Text_DrawnInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_text_drawn(inputs)
	return en_away_text_drawn(inputs)
});