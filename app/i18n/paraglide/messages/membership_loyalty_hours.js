/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ hours: NonNullable<unknown>, count: NonNullable<unknown> }} Membership_Loyalty_HoursInputs */

const en_membership_loyalty_hours = /** @type {(inputs: Membership_Loyalty_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.hours} volunteer hour`);
	return /** @type {LocalizedString} */ (`${i?.hours} volunteer hours`)
	
};

const de_membership_loyalty_hours = /** @type {(inputs: Membership_Loyalty_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.hours} Helferstunde`);
	return /** @type {LocalizedString} */ (`${i?.hours} Helferstunden`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{hours} volunteer hour" |
* | * | "{hours} volunteer hours" |
*
* @param {Membership_Loyalty_HoursInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_hours = /** @type {((inputs: Membership_Loyalty_HoursInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_HoursInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_loyalty_hours(inputs)
	return en_membership_loyalty_hours(inputs)
});