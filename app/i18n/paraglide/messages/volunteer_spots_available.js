/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Volunteer_Spots_AvailableInputs */

const en_volunteer_spots_available = /** @type {(inputs: Volunteer_Spots_AvailableInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} spot available`);
	return /** @type {LocalizedString} */ (`${i?.count} spots available`)
	
};

const de_volunteer_spots_available = /** @type {(inputs: Volunteer_Spots_AvailableInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Platz frei`);
	return /** @type {LocalizedString} */ (`${i?.count} Plätze frei`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} spot available" |
* | * | "{count} spots available" |
*
* @param {Volunteer_Spots_AvailableInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_spots_available = /** @type {((inputs: Volunteer_Spots_AvailableInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Spots_AvailableInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_spots_available(inputs)
	return en_volunteer_spots_available(inputs)
});