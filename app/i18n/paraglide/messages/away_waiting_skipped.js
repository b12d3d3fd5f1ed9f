/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ left: NonNullable<unknown>, needed: NonNullable<unknown> }} Away_Waiting_SkippedInputs */

const en_away_waiting_skipped = /** @type {(inputs: Away_Waiting_SkippedInputs) => LocalizedString} */ (i) => {const neededPlural = registry.plural("en", i?.needed, {});
	if (neededPlural === "one") return /** @type {LocalizedString} */ (`skipped: ${i?.needed} ticket needed, ${i?.left} left`);
	return /** @type {LocalizedString} */ (`skipped: ${i?.needed} tickets needed, ${i?.left} left`)
	
};

const de_away_waiting_skipped = /** @type {(inputs: Away_Waiting_SkippedInputs) => LocalizedString} */ (i) => {const neededPlural = registry.plural("de", i?.needed, {});
	if (neededPlural === "one") return /** @type {LocalizedString} */ (`übersprungen: ${i?.needed} Ticket nötig, ${i?.left} übrig`);
	return /** @type {LocalizedString} */ (`übersprungen: ${i?.needed} Tickets nötig, ${i?.left} übrig`)
	
};

/**
* | neededPlural | output |
* | --- | --- |
* | "one" | "skipped: {needed} ticket needed, {left} left" |
* | * | "skipped: {needed} tickets needed, {left} left" |
*
* @param {Away_Waiting_SkippedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_waiting_skipped = /** @type {((inputs: Away_Waiting_SkippedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Waiting_SkippedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_waiting_skipped(inputs)
	return en_away_waiting_skipped(inputs)
});