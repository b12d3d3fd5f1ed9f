/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown>, days: NonNullable<unknown> }} Admin_Insights_RenewalsInputs */

const en_admin_insights_renewals = /** @type {(inputs: Admin_Insights_RenewalsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} membership runs out in the next ${i?.days} days.`);
	return /** @type {LocalizedString} */ (`${i?.count} memberships run out in the next ${i?.days} days.`)
	
};

const de_admin_insights_renewals = /** @type {(inputs: Admin_Insights_RenewalsInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Mitgliedschaft endet in den nächsten ${i?.days} Tagen.`);
	return /** @type {LocalizedString} */ (`${i?.count} Mitgliedschaften enden in den nächsten ${i?.days} Tagen.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} membership runs out in the next {days} days." |
* | * | "{count} memberships run out in the next {days} days." |
*
* @param {Admin_Insights_RenewalsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const admin_insights_renewals = /** @type {((inputs: Admin_Insights_RenewalsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Insights_RenewalsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_admin_insights_renewals(inputs)
	return en_admin_insights_renewals(inputs)
});