/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Template_Name_TakenInputs */

const en_volunteer_template_name_taken = /** @type {(inputs: Volunteer_Template_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`A template with this name already exists`)
};

const de_volunteer_template_name_taken = /** @type {(inputs: Volunteer_Template_Name_TakenInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Es gibt schon eine Vorlage mit diesem Namen`)
};

/**
* | output |
* | --- |
* | "A template with this name already exists" |
*
* @param {Volunteer_Template_Name_TakenInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_template_name_taken = /** @type {((inputs?: Volunteer_Template_Name_TakenInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Template_Name_TakenInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_template_name_taken(inputs)
	return en_volunteer_template_name_taken(inputs)
});