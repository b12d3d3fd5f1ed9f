/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Volunteer_Form_Physical_HintInputs */

const en_volunteer_form_physical_hint = /** @type {(inputs: Volunteer_Form_Physical_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`E.g. standing for 3 hours, lifting boxes. Optional.`)
};

const de_volunteer_form_physical_hint = /** @type {(inputs: Volunteer_Form_Physical_HintInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Z. B. 3 Stunden stehen, Kisten heben. Optional.`)
};

/**
* | output |
* | --- |
* | "E.g. standing for 3 hours, lifting boxes. Optional." |
*
* @param {Volunteer_Form_Physical_HintInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const volunteer_form_physical_hint = /** @type {((inputs?: Volunteer_Form_Physical_HintInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Volunteer_Form_Physical_HintInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_volunteer_form_physical_hint(inputs)
	return en_volunteer_form_physical_hint(inputs)
});