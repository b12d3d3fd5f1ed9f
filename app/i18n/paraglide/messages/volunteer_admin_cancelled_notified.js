/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Volunteer_Admin_Cancelled_NotifiedInputs */

const en_volunteer_admin_cancelled_notified = /** @type {(inputs: Volunteer_Admin_Cancelled_NotifiedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} volunteer will be emailed.`);
	return /** @type {LocalizedString} */ (`${i?.count} volunteers will be emailed.`)
	
};

const de_volunteer_admin_cancelled_notified = /** @type {(inputs: Volunteer_Admin_Cancelled_NotifiedInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} Helfer:in bekommt eine E-Mail.`);
	return /** @type {LocalizedString} */ (`${i?.count} Helfer:innen bekommen eine E-Mail.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} volunteer will be emailed." |
* | * | "{count} volunteers will be emailed." |
*
* @param {Volunteer_Admin_Cancelled_NotifiedInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_cancelled_notified = /** @type {((inputs: Volunteer_Admin_Cancelled_NotifiedInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Cancelled_NotifiedInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_cancelled_notified(inputs)
	return en_volunteer_admin_cancelled_notified(inputs)
});