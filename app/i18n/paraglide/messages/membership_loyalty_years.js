/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Membership_Loyalty_YearsInputs */

const en_membership_loyalty_years = /** @type {(inputs: Membership_Loyalty_YearsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} full year a member`);
	return /** @type {LocalizedString} */ (`${i?.count} full years a member`)
	
};

const de_membership_loyalty_years = /** @type {(inputs: Membership_Loyalty_YearsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} volles Jahr Mitglied`);
	return /** @type {LocalizedString} */ (`${i?.count} volle Jahre Mitglied`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} full year a member" |
* | * | "{count} full years a member" |
*
* @param {Membership_Loyalty_YearsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_loyalty_years = /** @type {((inputs: Membership_Loyalty_YearsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Loyalty_YearsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_loyalty_years(inputs)
	return en_membership_loyalty_years(inputs)
});