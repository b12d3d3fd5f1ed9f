/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ zone: NonNullable<unknown> }} Volunteer_Form_Time_Zone_HintInputs */

const en_volunteer_form_time_zone_hint = /** @type {(inputs: Volunteer_Form_Time_Zone_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.zone} time.`)
};

const de_volunteer_form_time_zone_hint = /** @type {(inputs: Volunteer_Form_Time_Zone_HintInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Zeit in ${i?.zone}.`)
};

/**
* | output |
* | --- |
* | "{zone} time." |
*
* @param {Volunteer_Form_Time_Zone_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_form_time_zone_hint = /** @type {((inputs: Volunteer_Form_Time_Zone_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Form_Time_Zone_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_form_time_zone_hint(inputs)
	return en_volunteer_form_time_zone_hint(inputs)
});