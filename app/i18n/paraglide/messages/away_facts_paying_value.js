/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown> }} Away_Facts_Paying_ValueInputs */

const en_away_facts_paying_value = /** @type {(inputs: Away_Facts_Paying_ValueInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("en", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Within ${i?.hours} hour of a place being offered; then it passes on`);
	return /** @type {LocalizedString} */ (`Within ${i?.hours} hours of a place being offered; then it passes on`)
	
};

const de_away_facts_paying_value = /** @type {(inputs: Away_Facts_Paying_ValueInputs) => LocalizedString} */ (i) => {const hoursPlural = registry.plural("de", i?.hours, {});
	if (hoursPlural === "one") return /** @type {LocalizedString} */ (`Innerhalb von ${i?.hours} Stunde, nachdem ein Platz angeboten wurde; danach geht er weiter`);
	return /** @type {LocalizedString} */ (`Innerhalb von ${i?.hours} Stunden, nachdem ein Platz angeboten wurde; danach geht er weiter`)
	
};

/**
* | hoursPlural | output |
* | --- | --- |
* | "one" | "Within {hours} hour of a place being offered; then it passes on" |
* | * | "Within {hours} hours of a place being offered; then it passes on" |
*
* @param {Away_Facts_Paying_ValueInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const away_facts_paying_value = /** @type {((inputs: Away_Facts_Paying_ValueInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Away_Facts_Paying_ValueInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_away_facts_paying_value(inputs)
	return en_away_facts_paying_value(inputs)
});