/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ price: NonNullable<unknown>, left: NonNullable<unknown> }} Away_Coach_Price_LeftInputs */

const en_away_coach_price_left = /** @type {(inputs: Away_Coach_Price_LeftInputs) => LocalizedString} */ (i) => {const leftPlural = registry.plural("en", i?.left, {});
	if (leftPlural === "one") return /** @type {LocalizedString} */ (`${i?.price} a seat, paid at pickup · ${i?.left} seat left`);
	return /** @type {LocalizedString} */ (`${i?.price} a seat, paid at pickup · ${i?.left} seats left`)
	
};

const de_away_coach_price_left = /** @type {(inputs: Away_Coach_Price_LeftInputs) => LocalizedString} */ (i) => {const leftPlural = registry.plural("de", i?.left, {});
	if (leftPlural === "one") return /** @type {LocalizedString} */ (`${i?.price} pro Platz, zahlbar bei Abfahrt · noch ${i?.left} Platz frei`);
	return /** @type {LocalizedString} */ (`${i?.price} pro Platz, zahlbar bei Abfahrt · noch ${i?.left} Plätze frei`)
	
};

/**
* | leftPlural | output |
* | --- | --- |
* | "one" | "{price} a seat, paid at pickup · {left} seat left" |
* | * | "{price} a seat, paid at pickup · {left} seats left" |
*
* @param {Away_Coach_Price_LeftInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_coach_price_left = /** @type {((inputs: Away_Coach_Price_LeftInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Coach_Price_LeftInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_coach_price_left(inputs)
	return en_away_coach_price_left(inputs)
});