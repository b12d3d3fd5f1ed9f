/* eslint-disable */
import * as registry from '../registry.js'
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ count: NonNullable<unknown> }} Volunteer_Admin_Confirmed_So_FarInputs */

const en_volunteer_admin_confirmed_so_far = /** @type {(inputs: Volunteer_Admin_Confirmed_So_FarInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("en", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`${i?.count} volunteer confirmed so far.`);
	return /** @type {LocalizedString} */ (`${i?.count} volunteers confirmed so far.`)
	
};

const de_volunteer_admin_confirmed_so_far = /** @type {(inputs: Volunteer_Admin_Confirmed_So_FarInputs) => LocalizedString} */ (i) => {const countPlural = registry.plural("de", i?.count, {});
	if (countPlural === "one") return /** @type {LocalizedString} */ (`Bisher ${i?.count} Helfer:in bestätigt.`);
	return /** @type {LocalizedString} */ (`Bisher ${i?.count} Helfer:innen bestätigt.`)
	
};

/**
* | countPlural | output |
* | --- | --- |
* | "one" | "{count} volunteer confirmed so far." |
* | * | "{count} volunteers confirmed so far." |
*
* @param {Volunteer_Admin_Confirmed_So_FarInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_admin_confirmed_so_far = /** @type {((inputs: Volunteer_Admin_Confirmed_So_FarInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Admin_Confirmed_So_FarInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_admin_confirmed_so_far(inputs)
	return en_volunteer_admin_confirmed_so_far(inputs)
});