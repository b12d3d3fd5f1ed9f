/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Events_Form_Add_ShiftsInputs */

const en_events_form_add_shifts = /** @type {(inputs: Events_Form_Add_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Add shifts from a template`)
};

const de_events_form_add_shifts = /** @type {(inputs: Events_Form_Add_ShiftsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helferschichten aus einer Vorlage hinzufügen`)
};

/**
* | output |
* | --- |
* | "Add shifts from a template" |
*
* @param {Events_Form_Add_ShiftsInputs} inputs
* @param {{ locale?: "en" | "de" }} options
* @returns {LocalizedString}
*/
export const events_form_add_shifts = /** @type {((inputs?: Events_Form_Add_ShiftsInputs, options?: { locale?: "en" | "de" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Events_Form_Add_ShiftsInputs, { locale?: "en" | "de" }, {}>} */ ((inputs = {}, options = {}) => {
	const locale = experimentalStaticLocale ?? options.locale ?? getLocale()
	if (locale === "de") return de_events_form_add_shifts(inputs)
	return en_events_form_add_shifts(inputs)
});