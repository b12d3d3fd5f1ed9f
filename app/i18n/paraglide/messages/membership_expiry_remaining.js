/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Membership_Expiry_RemainingInputs */

const en_membership_expiry_remaining = /** @type {(inputs: Membership_Expiry_RemainingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} day remaining`);
	return /** @type {LocalizedString} */ (`${i?.count} days remaining`)
	
};

const de_membership_expiry_remaining = /** @type {(inputs: Membership_Expiry_RemainingInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Noch ${i?.count} Tag`);
	return /** @type {LocalizedString} */ (`Noch ${i?.count} Tage`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} day remaining" |
* | * | "{count} days remaining" |
*
* @param {Membership_Expiry_RemainingInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_expiry_remaining = /** @type {((inputs: Membership_Expiry_RemainingInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Expiry_RemainingInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_expiry_remaining(inputs)
	return en_membership_expiry_remaining(inputs)
});