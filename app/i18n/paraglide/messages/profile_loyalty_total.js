/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Profile_Loyalty_TotalInputs */

const en_profile_loyalty_total = /** @type {(inputs: Profile_Loyalty_TotalInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} point`);
	return /** @type {LocalizedString} */ (`${i?.count} points`)
	
};

const de_profile_loyalty_total = /** @type {(inputs: Profile_Loyalty_TotalInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Punkt`);
	return /** @type {LocalizedString} */ (`${i?.count} Punkte`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} point" |
* | * | "{count} points" |
*
* @param {Profile_Loyalty_TotalInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const profile_loyalty_total = /** @type {((inputs: Profile_Loyalty_TotalInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Profile_Loyalty_TotalInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_profile_loyalty_total(inputs)
	return en_profile_loyalty_total(inputs)
});