/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ seasons: NonNullable<unknown>, count: NonNullable<unknown> }} Membership_Loyalty_Rule_HoursInputs */

const en_membership_loyalty_rule_hours = /** @type {(inputs: Membership_Loyalty_Rule_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 point per ${i?.count} hour of volunteer shifts worked ${i?.seasons}`);
	return /** @type {LocalizedString} */ (`1 point per ${i?.count} hours of volunteer shifts worked ${i?.seasons}`)
	
};

const de_membership_loyalty_rule_hours = /** @type {(inputs: Membership_Loyalty_Rule_HoursInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`1 Punkt pro ${i?.count} Stunde Helferschicht ${i?.seasons}`);
	return /** @type {LocalizedString} */ (`1 Punkt pro ${i?.count} Stunden Helferschichten ${i?.seasons}`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "1 point per {count} hour of volunteer shifts worked {seasons}" |
* | * | "1 point per {count} hours of volunteer shifts worked {seasons}" |
*
* @param {Membership_Loyalty_Rule_HoursInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_rule_hours = /** @type {((inputs: Membership_Loyalty_Rule_HoursInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_Rule_HoursInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_loyalty_rule_hours(inputs)
	return en_membership_loyalty_rule_hours(inputs)
});