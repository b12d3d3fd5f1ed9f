/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Membership_Expiry_WarningInputs */

const en_membership_expiry_warning = /** @type {(inputs: Membership_Expiry_WarningInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Expires in ${i?.count} day`);
	return /** @type {LocalizedString} */ (`Expires in ${i?.count} days`)
	
};

const de_membership_expiry_warning = /** @type {(inputs: Membership_Expiry_WarningInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Läuft in ${i?.count} Tag ab`);
	return /** @type {LocalizedString} */ (`Läuft in ${i?.count} Tagen ab`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "Expires in {count} day" |
* | * | "Expires in {count} days" |
*
* @param {Membership_Expiry_WarningInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const membership_expiry_warning = /** @type {((inputs: Membership_Expiry_WarningInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Membership_Expiry_WarningInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_membership_expiry_warning(inputs)
	return en_membership_expiry_warning(inputs)
});