/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Membership_Loyalty_Rule_YearsInputs */

const en_membership_loyalty_rule_years = /** @type {(inputs: Membership_Loyalty_Rule_YearsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} point per full year of unbroken membership`);
	return /** @type {LocalizedString} */ (`${i?.count} points per full year of unbroken membership`)
	
};

const de_membership_loyalty_rule_years = /** @type {(inputs: Membership_Loyalty_Rule_YearsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Punkt pro vollem Jahr ununterbrochener Mitgliedschaft`);
	return /** @type {LocalizedString} */ (`${i?.count} Punkte pro vollem Jahr ununterbrochener Mitgliedschaft`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} point per full year of unbroken membership" |
* | * | "{count} points per full year of unbroken membership" |
*
* @param {Membership_Loyalty_Rule_YearsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_rule_years = /** @type {((inputs: Membership_Loyalty_Rule_YearsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_Rule_YearsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_loyalty_rule_years(inputs)
	return en_membership_loyalty_rule_years(inputs)
});