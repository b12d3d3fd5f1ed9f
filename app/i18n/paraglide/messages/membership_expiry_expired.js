/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Membership_Expiry_ExpiredInputs */

const en_membership_expiry_expired = /** @type {(inputs: Membership_Expiry_ExpiredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Expired ${i?.count} day ago`);
	return /** @type {LocalizedString} */ (`Expired ${i?.count} days ago`)
	
};

const de_membership_expiry_expired = /** @type {(inputs: Membership_Expiry_ExpiredInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Seit ${i?.count} Tag abgelaufen`);
	return /** @type {LocalizedString} */ (`Seit ${i?.count} Tagen abgelaufen`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Expired {count} day ago" |
* | * | "Expired {count} days ago" |
*
* @param {Membership_Expiry_ExpiredInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_expiry_expired = /** @type {((inputs: Membership_Expiry_ExpiredInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Expiry_ExpiredInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_expiry_expired(inputs)
	return en_membership_expiry_expired(inputs)
});